import { authEndpoints } from '@plotplan/contract/endpoints';
import type { MeUpdate } from '@plotplan/contract';
import { callApi } from '../../lib/api';

// The auth calls send no bearer token and never trigger a refresh themselves (their routes say so).
export const authApi = {
  login: (email: string, password: string) => callApi(authEndpoints.login, { body: { email, password } }),
  register: (email: string, password: string) =>
    callApi(authEndpoints.register, { body: { email, password } }),
  verify: (token: string) => callApi(authEndpoints.verify, { body: { token } }),
  resendVerification: (email: string) => callApi(authEndpoints.resendVerification, { body: { email } }),
  requestPasswordReset: (email: string) => callApi(authEndpoints.requestPasswordReset, { body: { email } }),
  confirmPasswordReset: (token: string, password: string) =>
    callApi(authEndpoints.confirmPasswordReset, { body: { token, password } }),
  blacklist: (refresh: string) => callApi(authEndpoints.blacklist, { body: { refresh } }),
  me: (signal?: AbortSignal) => callApi(authEndpoints.me, {}, signal === undefined ? {} : { signal }),
  meWith: (accessToken: string) => callApi(authEndpoints.me, {}, { accessToken }),
  updateMe: (update: MeUpdate) => callApi(authEndpoints.updateMe, { body: update }),
};

export const meQueryKey = ['auth', 'me'] as const;
