import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChatMessageItem } from './chat-message-item';
import { action, message } from './test-fixtures';

const renderItem = (...args: Parameters<typeof ChatMessageItem>) =>
  render(
    <ol>
      <ChatMessageItem {...args[0]} />
    </ol>,
  );

describe('ChatMessageItem', () => {
  it('shows HTML-looking text literally and creates no element from it', () => {
    const html = '<img src=x onerror="alert(1)"><b>bold</b>\n<script>window.hacked = 1</script>';
    const { container } = renderItem({ message: message(1, 'user', html) });
    const text = container.querySelector('.chat-message__text');
    expect(text?.textContent).toBe(html);
    expect(text?.children).toHaveLength(0);
    expect(container.querySelector('img, b, script')).toBeNull();
    expect(screen.getByText('You')).toBeTruthy();
  });

  it("lists the assistant's changes with their versions, and offers undo only when asked to", async () => {
    const onUndo = vi.fn();
    const reply = message(2, 'assistant', 'Added a greenhouse.\nIt gets 7 sun hours.', [
      action(12),
      { type: 'move', object_ids: ['sauna'], summary: 'Moved Sauna', plan_version: 13 },
    ]);
    const { rerender } = renderItem({ message: reply, undo: { onUndo, pending: false } });
    const changes = within(screen.getByRole('list', { name: 'Changes to the plan' })).getAllByRole(
      'listitem',
    );
    expect(changes.map((li) => li.textContent)).toEqual([
      'Added Greenhouse 3 x 6 m · version 12',
      'Moved Sauna · version 13',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Undo these changes' }));
    expect(onUndo).toHaveBeenCalledOnce();

    rerender(
      <ol>
        <ChatMessageItem message={reply} undo={{ onUndo, pending: true }} />
      </ol>,
    );
    const busy = screen.getByRole('button', { name: 'Undoing these changes' });
    await userEvent.click(busy);
    expect(onUndo).toHaveBeenCalledOnce();
    rerender(
      <ol>
        <ChatMessageItem message={reply} />
      </ol>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
