import type { Chat, Project } from '@plotplan/contract';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '../../lib/notify';
import { setUpLocalApi, type LocalApiReply } from '../../test/local-api';
import { projectKeys, projectQuery } from '../projects';
import { ChatPanel } from './chat-panel';
import { project } from '../../test/project-fixture';
import { action, chat, exchange, message } from './test-fixtures';

// The local API records requests in the order they arrive, with the editor's flush noted among them.
const { received, answer } = setUpLocalApi<'flush'>('/plot-editor/editor?project=7');
afterEach(() => notifications.clear());

/** The panel as the workspace uses it: the project comes from the query cache. */
function Harness(props: { onHighlight: (ids: readonly string[]) => void }) {
  const { data } = useQuery({ ...projectQuery(7), staleTime: Infinity });
  if (data === undefined) return null;
  return (
    <ChatPanel
      project={data}
      beforeChange={async () => void received.push('flush')}
      onHighlight={props.onHighlight}
    />
  );
}

function renderPanel(start: Project = project()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(projectKeys.detail(7), start);
  const onHighlight = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <Harness onHighlight={onHighlight} />
    </QueryClientProvider>,
  );
  return { queryClient, onHighlight };
}

const composer = () => screen.getByLabelText('Message to the assistant') as HTMLTextAreaElement;
const requests = () => received.map((r) => (r === 'flush' ? r : `${r.method} ${r.url}`));
const chatsAnswer = (chats: Chat[]): LocalApiReply => ({ status: 200, body: chats });

describe('ChatPanel', () => {
  it('creates a chat with the first message, shows it at once with "Thinking…", then the reply', async () => {
    const reply = exchange(10, 'add a greenhouse', 'Added a greenhouse 3 x 6 m.', [
      action(4, ['greenhouse_3x6-1']),
    ]);
    let chats: Chat[] = [];
    answer(({ method, url }) => {
      if (method === 'GET' && url === '/api/chat/chats/?project=7') return chatsAnswer(chats);
      if (method === 'POST' && url === '/api/chat/chats/') {
        chats = [chat(5, '')];
        return { status: 201, body: chat(5, '') };
      }
      if (url === '/api/chat/5/messages/create/') return { status: 201, body: reply, delayMs: 150 };
      if (url === '/api/projects/7/') return { status: 200, body: project({ plan_version: 4 }) };
      return { status: 404 };
    });
    const { queryClient, onHighlight } = renderPanel();
    expect(await screen.findByRole('button', { name: 'add a greenhouse' })).toBeTruthy();

    await userEvent.type(composer(), 'add a greenhouse{Enter}');
    expect(composer().value).toBe('');
    const list = await screen.findByRole('list', { name: 'Messages, oldest first' });
    expect(within(list).getByText('add a greenhouse')).toBeTruthy();
    expect(within(list).getByText('Thinking…')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('The assistant is thinking…');
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeTruthy();

    expect(await screen.findByText('Added a greenhouse 3 x 6 m.')).toBeTruthy();
    expect(screen.queryByText('Thinking…')).toBeNull();
    expect(screen.getByText('Added Greenhouse 3 x 6 m · version 4')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Assistant: Added a greenhouse 3 x 6 m.');
    expect(onHighlight).toHaveBeenLastCalledWith(['greenhouse_3x6-1']);
    // The plan changed on the server: the editor's project is refetched; the chat list is reloaded
    // for the title the first message gave the chat.
    await waitFor(() =>
      expect(queryClient.getQueryData<Project>(projectKeys.detail(7))?.plan_version).toBe(4),
    );
    await waitFor(() => expect(requests()).toHaveLength(6));
    expect(requests().slice(0, 4)).toEqual([
      'GET /api/chat/chats/?project=7',
      'flush',
      'POST /api/chat/chats/',
      'POST /api/chat/5/messages/create/',
    ]);
    expect(requests().slice(4).sort()).toEqual(['GET /api/chat/chats/?project=7', 'GET /api/projects/7/']);
    expect(received[2]).toMatchObject({ body: { project: 7 } });
    expect(received[3]).toMatchObject({ body: { content: 'add a greenhouse' } });
    expect(screen.getByText('Added a greenhouse 3 x 6 m.')).toBeTruthy();
  });

  it('shows the project the reply carries without reading it again', async () => {
    const changed = project({ plan_version: 4 });
    const reply = {
      ...exchange(10, 'add a greenhouse', 'Added a greenhouse 3 x 6 m.', [action(4, ['greenhouse_3x6-1'])]),
      project: changed,
    };
    answer(({ method, url }) => {
      if (method === 'GET' && url === '/api/chat/chats/?project=7') return chatsAnswer([chat(5)]);
      if (url === '/api/chat/chats/5/messages/') return { status: 200, body: [] };
      if (url === '/api/chat/5/messages/create/') return { status: 201, body: reply };
      return { status: 404 };
    });
    const { queryClient } = renderPanel();
    await screen.findByRole('button', { name: 'add a greenhouse' });
    await userEvent.type(composer(), 'add a greenhouse{Enter}');
    expect(await screen.findByText('Added a greenhouse 3 x 6 m.')).toBeTruthy();
    expect(queryClient.getQueryData<Project>(projectKeys.detail(7))?.plan_version).toBe(4);
    await waitFor(() => expect(requests().at(-1)).toBe('GET /api/chat/chats/?project=7'));
    expect(requests()).not.toContain('GET /api/projects/7/');
  });

  it('falls back to /api/chat/chats/{id}/messages when the primary endpoint answers 405', async () => {
    answer(({ url }) => {
      if (url === '/api/chat/chats/?project=7') return chatsAnswer([chat(3)]);
      if (url === '/api/chat/chats/3/messages/') return { status: 200, body: [] };
      if (url === '/api/chat/3/messages/create/') return { status: 405 };
      if (url === '/api/chat/chats/3/messages')
        return { status: 201, body: exchange(20, 'hello', 'Hi there.') };
      return { status: 404 };
    });
    renderPanel();
    await screen.findByRole('button', { name: 'add a greenhouse' });
    await userEvent.type(composer(), 'hello{Enter}');
    expect(await screen.findByText('Hi there.')).toBeTruthy();
    expect(requests()).toContain('POST /api/chat/chats/3/messages');
    await waitFor(() => expect(requests().at(-1)).toBe('GET /api/chat/chats/?project=7'));
    expect(
      received.filter((r) => r !== 'flush' && r.method === 'POST').map((r) => r !== 'flush' && r.body),
    ).toEqual([{ content: 'hello' }, { content: 'hello' }]);
  });

  it('on an error says so and puts the text back into the composer', async () => {
    answer(({ url }) => {
      if (url === '/api/chat/chats/?project=7') return chatsAnswer([chat(3)]);
      if (url === '/api/chat/chats/3/messages/') return { status: 200, body: [] };
      return { status: 400, body: { content: ['Ensure this field has no more than 2000 characters.'] } };
    });
    renderPanel();
    await screen.findByRole('button', { name: 'add a greenhouse' });
    await userEvent.type(composer(), 'move the sauna{Shift>}{Enter}{/Shift}away from the house{Enter}');
    await waitFor(() =>
      expect(notifications.getSnapshot()).toMatchObject([
        {
          type: 'error',
          title: 'Could not send the message',
          message: 'Ensure this field has no more than 2000 characters.',
        },
      ]),
    );
    expect(composer().value).toBe('move the sauna\naway from the house');
    expect(screen.queryByText('Thinking…')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Messages, oldest first' })).toBeNull();
  });

  it('undoes the latest change with set_previous_plan {} and updates the project cache', async () => {
    const restored = project({ plan_version: 5, version: 7 });
    answer(({ url }) => {
      if (url === '/api/chat/chats/?project=7') return chatsAnswer([chat(3)]);
      if (url === '/api/chat/chats/3/messages/')
        return {
          status: 200,
          body: [message(1, 'user', 'add a greenhouse'), message(2, 'assistant', 'Added.', [action(4)])],
        };
      if (url === '/api/projects/7/set_previous_plan/') return { status: 200, body: restored, delayMs: 50 };
      return { status: 404 };
    });
    const { queryClient, onHighlight } = renderPanel(project({ plan_version: 4 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Undo these changes' }));
    await waitFor(() => expect(queryClient.getQueryData(projectKeys.detail(7))).toEqual(restored));
    expect(requests().slice(-2)).toEqual(['flush', 'POST /api/projects/7/set_previous_plan/']);
    expect(received.at(-1)).toMatchObject({ body: {} });
    expect(notifications.getSnapshot()).toMatchObject([
      {
        type: 'success',
        title: "Undid the assistant's change",
        message: expect.stringContaining('version 5'),
      },
    ]);
    expect(onHighlight).toHaveBeenLastCalledWith([]);
    // Version 4 is no longer current: nothing left to undo from here.
    expect(screen.queryByRole('button', { name: /Undo/ })).toBeNull();
  });

  it('loads earlier messages on request', async () => {
    const newest = Array.from({ length: 100 }, (_, i) =>
      message(101 + i, i % 2 ? 'assistant' : 'user', `m${101 + i}`),
    );
    answer(({ url }) => {
      if (url === '/api/chat/chats/?project=7') return chatsAnswer([chat(3)]);
      if (url === '/api/chat/chats/3/messages/') return { status: 200, body: newest };
      if (url === '/api/chat/chats/3/messages/?before=101&limit=100')
        return { status: 200, body: [message(1, 'user', 'the very first')] };
      return { status: 404 };
    });
    renderPanel();
    const list = await screen.findByRole('list', { name: 'Messages, oldest first' });
    expect(list.children).toHaveLength(100);
    await userEvent.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    await waitFor(() => expect(list.children).toHaveLength(101));
    expect(list.firstElementChild?.textContent).toContain('the very first');
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).toBeNull();
  });

  it('fills the composer from an example, renames, starts a new chat and deletes after confirming', async () => {
    let chats = [chat(3, 'Greenhouse'), chat(2, 'Older')];
    answer(({ method, url, body }) => {
      if (url === '/api/chat/chats/?project=7') return chatsAnswer(chats);
      if (url?.endsWith('/messages/')) return { status: 200, body: [] };
      if (method === 'PATCH')
        return { status: 200, body: { ...chat(3), title: (body as { title: string }).title } };
      if (method === 'DELETE') {
        chats = chats.filter((c) => c.id !== 3);
        return { status: 204 };
      }
      return { status: 404 };
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'how big is my plot?' }));
    expect(composer().value).toBe('how big is my plot?');
    expect(document.activeElement).toBe(composer());

    const picker = screen.getByLabelText('Chat') as HTMLSelectElement;
    expect([...picker.options].map((o) => o.text)).toEqual(['Greenhouse', 'Older']);
    await userEvent.click(screen.getByRole('button', { name: 'Rename "Greenhouse"' }));
    const title = screen.getByLabelText('Chat title');
    await userEvent.clear(title);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('Give the chat a title.');
    await userEvent.type(title, 'Sauna plans{Enter}');
    await waitFor(() =>
      expect([...(screen.getByLabelText('Chat') as HTMLSelectElement).options][0]?.text).toBe('Sauna plans'),
    );

    await userEvent.click(screen.getByRole('button', { name: 'New chat' }));
    expect((screen.getByLabelText('Chat') as HTMLSelectElement).value).toBe('new');
    await userEvent.selectOptions(screen.getByLabelText('Chat'), '3');

    await userEvent.click(screen.getByRole('button', { name: 'Delete "Sauna plans"' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete chat' }));
    await waitFor(() =>
      expect([...(screen.getByLabelText('Chat') as HTMLSelectElement).options].map((o) => o.text)).toEqual([
        'Older',
      ]),
    );
    expect(requests()).toContain('DELETE /api/chat/chats/3/');
    await waitFor(() => expect(requests().at(-1)).toBe('GET /api/chat/chats/2/messages/'));
    expect(await screen.findByRole('button', { name: 'add a greenhouse' })).toBeTruthy();
    expect(notifications.getSnapshot()).toMatchObject([{ type: 'success', title: 'Deleted "Sauna plans"' }]);
  });
});
