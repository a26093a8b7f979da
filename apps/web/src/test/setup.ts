import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { registerCatalogue } from '../lib/i18n';
import en from '../lib/i18n/messages/en.json';
import ru from '../lib/i18n/messages/ru.json';

// Tests render at once: both catalogues are there from the start (the app loads one as a chunk).
registerCatalogue('en', en);
registerCatalogue('ru', ru);

afterEach(() => {
  // Some files run in plain Node (real HTTP servers); only DOM files have a page to clean.
  if (typeof window === 'undefined') return;
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
