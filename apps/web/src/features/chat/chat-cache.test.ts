import type { PlanVersionSummary } from '@plotplan/contract';
import { describe, expect, it } from 'vitest';
import {
  actionLine,
  appendExchange,
  chatTitle,
  emptyMessages,
  flattenPages,
  putFirst,
  undoableMessageId,
  undoBody,
} from './chat-cache';
import { action, chat, exchange, message } from './test-fixtures';

const version = (v: number, parent: number | null): PlanVersionSummary => ({
  version: v,
  parent,
  source: 'assistant',
  summary: '',
  created_at: '2025-03-01T10:00:00.000Z',
  object_count: 1,
  error_count: 0,
});

describe('chat cache', () => {
  it('appends an exchange to the newest page, once per id, keeping earlier pages', () => {
    const data = {
      pages: [
        { messages: [message(1, 'user', 'a')], hasEarlier: true },
        { messages: [message(2, 'assistant', 'b')], hasEarlier: true },
      ],
      pageParams: [2, undefined],
    };
    const next = appendExchange(appendExchange(data, exchange(3, 'c', 'd')), exchange(3, 'c', 'd'));
    expect(flattenPages(next).map((m) => m.id)).toEqual([1, 2, 3, 4]);
    expect(next.pages[1]?.hasEarlier).toBe(true);
    expect(flattenPages(appendExchange(undefined, exchange(5, 'x', 'y'))).map((m) => m.content)).toEqual([
      'x',
      'y',
    ]);
    expect(flattenPages(emptyMessages())).toEqual([]);
  });

  it('puts a chat first without duplicating it and names untitled chats', () => {
    expect(putFirst([chat(1), chat(2)], chat(2, 'Renamed')).map((c) => c.title)).toEqual([
      'Renamed',
      'Chat 1',
    ]);
    expect(chatTitle(chat(3, '  '))).toBe('Untitled chat');
  });

  it('lines up an action with its version', () => {
    expect(actionLine(action(12))).toBe('Added Greenhouse 3 x 6 m · version 12');
  });

  it('offers undo on the latest changing reply only while its version is current', () => {
    const messages = [
      message(1, 'assistant', 'old', [action(4)]),
      message(2, 'user', 'add a greenhouse'),
      message(3, 'assistant', 'Added.', [action(5), action(6)]),
      message(4, 'assistant', 'The plot is 1,200 m².'),
    ];
    expect(undoableMessageId(messages, 6)).toBe(3);
    expect(undoableMessageId(messages, 7)).toBeUndefined();
    expect(undoableMessageId(messages.slice(0, 2), 4)).toBe(1);
    expect(
      undoableMessageId([message(5, 'assistant', 'Undone.', [action(8, [], 'undo')])], 8),
    ).toBeUndefined();
  });

  it('undoes one change with the parent of the current version, several with the parent of the first', () => {
    expect(undoBody([action(6)], [])).toEqual({});
    const history = [version(6, 5), version(5, 4), version(4, 3)];
    expect(undoBody([action(5), action(6)], history)).toEqual({ version: 4 });
    expect(undoBody([action(9), action(10)], history)).toEqual({});
  });
});
