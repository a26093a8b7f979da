export type NotificationType = 'success' | 'error' | 'warning' | 'info';

export interface Notification {
  readonly id: string;
  readonly type: NotificationType;
  readonly title: string;
  readonly message?: string;
  readonly duration: number;
  readonly persistent: boolean;
}

export interface NotifyInput {
  readonly type: NotificationType;
  readonly title: string;
  readonly message?: string;
  readonly duration?: number;
  readonly persistent?: boolean;
}

/** Toasts last 5000 ms by default (errors stay until closed); at most five show at once. */
export const DEFAULT_NOTIFICATION_DURATION_MS = 5000;
export const MAX_VISIBLE_NOTIFICATIONS = 5;

type Listener = () => void;

/** A tiny external store, read by the Toaster with useSyncExternalStore. */
export function createNotificationStore(
  timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = globalThis,
) {
  let notifications: readonly Notification[] = [];
  const listeners = new Set<Listener>();
  const pending = new Map<string, ReturnType<typeof setTimeout>>();
  let counter = 0;

  const emit = () => {
    for (const listener of listeners) listener();
  };

  const dismiss = (id: string) => {
    const timer = pending.get(id);
    if (timer !== undefined) timers.clearTimeout(timer);
    pending.delete(id);
    const next = notifications.filter((n) => n.id !== id);
    if (next.length === notifications.length) return;
    notifications = next;
    emit();
  };

  const notify = (input: NotifyInput): string => {
    counter += 1;
    const id = `n${counter}`;
    const persistent = input.persistent ?? input.type === 'error';
    const notification: Notification = {
      id,
      type: input.type,
      title: input.title,
      ...(input.message !== undefined && input.message !== '' ? { message: input.message } : {}),
      duration: input.duration ?? DEFAULT_NOTIFICATION_DURATION_MS,
      persistent,
    };
    // Oldest first; beyond the cap the oldest non-persistent one makes room.
    let next = [...notifications, notification];
    while (next.length > MAX_VISIBLE_NOTIFICATIONS) {
      const victim = next.find((n) => !n.persistent) ?? next[0];
      if (victim === undefined) break;
      const timer = pending.get(victim.id);
      if (timer !== undefined) timers.clearTimeout(timer);
      pending.delete(victim.id);
      next = next.filter((n) => n !== victim);
    }
    notifications = next;
    if (!persistent)
      pending.set(
        id,
        timers.setTimeout(() => dismiss(id), notification.duration),
      );
    emit();
    return id;
  };

  return {
    notify,
    dismiss,
    clear: () => {
      for (const timer of pending.values()) timers.clearTimeout(timer);
      pending.clear();
      notifications = [];
      emit();
    },
    getSnapshot: (): readonly Notification[] => notifications,
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type NotificationStore = ReturnType<typeof createNotificationStore>;

/** The app's one store; `notify` is what features call. */
export const notifications = createNotificationStore();

const ofType = (type: NotificationType) => (title: string, message?: string) =>
  notifications.notify({ type, title, ...(message === undefined ? {} : { message }) });

export const notify = Object.assign((input: NotifyInput) => notifications.notify(input), {
  success: ofType('success'),
  error: ofType('error'),
  warning: ofType('warning'),
  info: ofType('info'),
  dismiss: (id: string) => notifications.dismiss(id),
});
