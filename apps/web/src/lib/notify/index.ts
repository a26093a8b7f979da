// Toasts any code can raise (`notify.error(...)`); the shell's Toaster renders `notifications`.
export {
  createNotificationStore,
  DEFAULT_NOTIFICATION_DURATION_MS,
  MAX_VISIBLE_NOTIFICATIONS,
  notifications,
  notify,
  type Notification,
  type NotificationStore,
  type NotificationType,
  type NotifyInput,
} from './notifications-store';
