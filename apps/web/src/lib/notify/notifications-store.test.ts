import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createNotificationStore,
  DEFAULT_NOTIFICATION_DURATION_MS,
  MAX_VISIBLE_NOTIFICATIONS,
} from './notifications-store';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('notification store', () => {
  it('keeps a success toast for the default 5000 ms, then removes it', () => {
    const store = createNotificationStore();
    store.notify({ type: 'success', title: 'Saved' });
    expect(store.getSnapshot()).toMatchObject([
      { type: 'success', title: 'Saved', duration: 5000, persistent: false },
    ]);
    vi.advanceTimersByTime(DEFAULT_NOTIFICATION_DURATION_MS - 1);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('makes error toasts persistent until closed', () => {
    const store = createNotificationStore();
    const id = store.notify({
      type: 'error',
      title: 'Could not save',
      message: 'The server did not answer.',
    });
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot()).toMatchObject([
      { id, persistent: true, message: 'The server did not answer.' },
    ]);
    store.dismiss(id);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('honours an explicit duration and an explicit persistent flag', () => {
    const store = createNotificationStore();
    store.notify({ type: 'info', title: 'Short', duration: 1000 });
    store.notify({ type: 'warning', title: 'Sticky', persistent: true });
    vi.advanceTimersByTime(1000);
    expect(store.getSnapshot().map((n) => n.title)).toEqual(['Sticky']);
  });

  it('drops an empty message rather than showing a blank line', () => {
    const store = createNotificationStore();
    store.notify({ type: 'info', title: 'Hello', message: '' });
    expect(store.getSnapshot()[0]).not.toHaveProperty('message');
  });

  it('notifies subscribers and stops after unsubscribe', () => {
    const store = createNotificationStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.notify({ type: 'info', title: 'One' });
    unsubscribe();
    store.notify({ type: 'info', title: 'Two' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('caps the visible toasts, dropping the oldest transient one first', () => {
    const store = createNotificationStore();
    store.notify({ type: 'error', title: 'Error stays' });
    for (let i = 0; i < MAX_VISIBLE_NOTIFICATIONS; i++) store.notify({ type: 'info', title: `info ${i}` });
    const titles = store.getSnapshot().map((n) => n.title);
    expect(titles).toHaveLength(MAX_VISIBLE_NOTIFICATIONS);
    expect(titles[0]).toBe('Error stays');
    expect(titles).not.toContain('info 0');
  });
});
