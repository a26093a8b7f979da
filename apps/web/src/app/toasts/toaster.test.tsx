import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createNotificationStore, type NotificationType } from '../../lib/notify';
import { Toaster } from './toaster';

describe('Toaster', () => {
  it.each<[NotificationType, string]>([
    ['success', 'status'],
    ['info', 'status'],
    ['warning', 'status'],
    ['error', 'alert'],
  ])('shows a %s toast with its title, message and a close button', (type, role) => {
    const store = createNotificationStore();
    render(<Toaster store={store} />);
    act(() => {
      store.notify({ type, title: `A ${type}`, message: 'Details here' });
    });
    const toast = screen.getByRole(role);
    expect(toast.dataset['type']).toBe(type);
    expect(within(toast).getByText(`A ${type}`)).toBeTruthy();
    expect(within(toast).getByText('Details here')).toBeTruthy();
    expect(within(toast).getByRole('button', { name: `Close notification: A ${type}` })).toBeTruthy();
  });

  it('removes a toast when its close button is pressed', async () => {
    const store = createNotificationStore();
    render(<Toaster store={store} />);
    act(() => {
      store.notify({ type: 'error', title: 'Broken' });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Close notification: Broken' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('is present as a labelled region even with no toasts', () => {
    render(<Toaster store={createNotificationStore()} />);
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy();
  });
});
