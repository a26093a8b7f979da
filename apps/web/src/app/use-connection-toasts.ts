import { useEffect } from 'react';
import { notify } from '../lib/notify';

/** Tells the user when the browser loses and regains its connection. */
export function useConnectionToasts() {
  useEffect(() => {
    let offlineToast: string | undefined;
    const onOffline = () => {
      if (offlineToast !== undefined) return;
      offlineToast = notify.error('You are offline', 'Changes cannot be saved until the connection is back.');
    };
    const onOnline = () => {
      if (offlineToast === undefined) return;
      notify.dismiss(offlineToast);
      offlineToast = undefined;
      notify.success('Back online');
    };
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, []);
}
