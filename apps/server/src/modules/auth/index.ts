// The auth module as other modules and the app see it.
export { registerAuth, type AuthModuleOptions } from './auth-module.js';
export type { AuthLimitsOverride } from './auth-throttle.js';
export { currentUser, type AuthUser } from './authenticate.js';
export { lockOwner } from './user-store.js';
export {
  AuthThrottled,
  BadAuthorizationHeader,
  EmailNotVerified,
  InvalidLink,
  NoActiveAccount,
  NotAuthenticated,
  PasswordRejected,
  RefreshNotValid,
  TokenNotValid,
} from './auth-errors.js';
