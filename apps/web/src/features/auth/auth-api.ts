import type { Me, TokenPair } from '@plotplan/contract';
import { api } from '../../lib/api';

// The auth calls send no bearer token and never trigger a refresh themselves.
const publicCall = { auth: false } as const;

export const authApi = {
  login: (email: string, password: string) =>
    api.post<TokenPair>('/api/token/', { email, password }, publicCall),
  register: (email: string, password: string) =>
    api.post<{ email: string; detail: string }>('/api/auth/register/', { email, password }, publicCall),
  verify: (token: string) => api.post<TokenPair>('/api/auth/verify/', { token }, publicCall),
  resendVerification: (email: string) =>
    api.post<{ detail: string }>('/api/auth/verify/resend/', { email }, publicCall),
  requestPasswordReset: (email: string) =>
    api.post<{ detail: string }>('/api/auth/password/reset/', { email }, publicCall),
  confirmPasswordReset: (token: string, password: string) =>
    api.post<TokenPair>('/api/auth/password/reset/confirm/', { token, password }, publicCall),
  blacklist: (refresh: string) =>
    api.post<Record<string, never>>('/api/token/blacklist/', { refresh }, publicCall),
  me: (signal?: AbortSignal) => api.get<Me>('/api/auth/me/', signal),
  meWith: (accessToken: string) => api.request<Me>('/api/auth/me/', { accessToken }),
};

export const meQueryKey = ['auth', 'me'] as const;
