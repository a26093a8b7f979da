// Toasts any code can raise (`notify.error(...)`); the shell's Toaster renders `notifications`.
export {
  createNotificationStore,
  notifications,
  notify,
  type NotificationStore,
  type NotificationType,
} from './notifications-store';
