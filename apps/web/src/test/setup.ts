import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { registerCatalogue, setLocale } from '../lib/i18n';
import en from '../lib/i18n/messages/en.json';
import ru from '../lib/i18n/messages/ru.json';
import { notifications } from '../lib/notify';

// Tests render at once: both catalogues are there from the start (the app loads one as a chunk).
registerCatalogue('en', en);
registerCatalogue('ru', ru);

// Files share one module graph per worker (isolate: false): a toast a previous file's late promise
// raised must not reach the next test.
beforeEach(() => notifications.clear());

afterEach(async () => {
  // Some files run in plain Node (real HTTP servers); only DOM files have a page to clean.
  if (typeof window === 'undefined') return;
  cleanup();
  // Imported here: the store reads window.localStorage when its module loads.
  const { authStore } = await import('../lib/auth');
  authStore.clear();
  notifications.clear();
  setLocale('en');
  window.localStorage.clear();
  window.sessionStorage.clear();
});
