// The auth module as other modules and the app see it.
export { registerAuth } from './auth-module.js';
export type { AuthLimitsOverride } from './auth-throttle.js';
export { currentUser } from './authenticate.js';
export { lockOwner } from './user-store.js';
