// Signing in and out. Screens (loaded lazily by app/routes.tsx): login-page, verify-page,
// reset-password-page; the shell's header shows the user menu.
export { UserMenu } from './user-menu';
export { LanguageSwitch } from './language-switch';
