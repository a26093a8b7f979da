import { authDetails, authErrorCodes, messages, throttledDetail } from '@plotplan/contract';
import { ApiError, FieldValidationError } from '../../http/api-error.js';

// DRF simplejwt sends this challenge with every 401.
const challenge = { 'www-authenticate': 'Bearer realm="api"' } as const;

export const notAuthenticated = () =>
  new ApiError(401, authErrorCodes.notAuthenticated, authDetails.notAuthenticated, challenge);

export const tokenNotValid = () =>
  new ApiError(401, authErrorCodes.tokenNotValid, authDetails.tokenNotValid, challenge);

export const badAuthorizationHeader = () =>
  new ApiError(401, authErrorCodes.badAuthorizationHeader, authDetails.badAuthorizationHeader, challenge);

/** For the refresh and blacklist endpoints, whatever is wrong with the refresh token. */
export const refreshNotValid = () =>
  new ApiError(401, authErrorCodes.tokenNotValid, authDetails.refreshNotValid, challenge);

export const noActiveAccount = () =>
  new ApiError(401, authErrorCodes.noActiveAccount, authDetails.noActiveAccount, challenge);

export const emailNotVerified = () =>
  new ApiError(403, authErrorCodes.emailNotVerified, authDetails.emailNotVerified);

export const throttled = (seconds: number) =>
  new ApiError(429, authErrorCodes.throttled, throttledDetail(seconds), { 'retry-after': String(seconds) });

/** A mailed link that is unknown, used or expired: one answer for all three. */
export const invalidLink = () => new FieldValidationError({ token: [messages.invalidToken] });

export const passwordRejected = (problems: string[]) => new FieldValidationError({ password: problems });
