import { useSyncExternalStore } from 'react';
import { useT } from '../../lib/i18n';
import { notifications as appStore, type NotificationStore, type NotificationType } from '../../lib/notify';

const icons: Record<NotificationType, string> = { success: '✓', error: '!', warning: '⚠', info: 'i' };

/** The toast area every page shows; errors are announced assertively, the rest politely. */
export function Toaster({ store = appStore }: { store?: NotificationStore }) {
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const t = useT();
  return (
    <section className="toaster" aria-label={t('toast.region')}>
      <ol>
        {items.map((item) => (
          <li
            key={item.id}
            className={`toast toast--${item.type}`}
            data-type={item.type}
            role={item.type === 'error' ? 'alert' : 'status'}
          >
            <span className="toast__icon" aria-hidden="true">
              {icons[item.type]}
            </span>
            <div className="toast__body">
              <p className="toast__title">{item.title}</p>
              {item.message !== undefined && <p className="toast__message">{item.message}</p>}
            </div>
            <button
              type="button"
              className="toast__close"
              aria-label={t('toast.close', { title: item.title })}
              onClick={() => store.dismiss(item.id)}
            >
              ×
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
