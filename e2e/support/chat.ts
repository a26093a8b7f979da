import type { APIRequestContext, Page } from '@playwright/test';
import type { Tokens } from './accounts';

/** The project as the server has it, read with the user's token. */
export async function serverProject(request: APIRequestContext, tokens: Tokens, id: number) {
  const response = await request.get(`/api/projects/${id}/`, {
    headers: { authorization: `Bearer ${tokens.access}` },
  });
  if (response.status() !== 200) throw new Error(`project: ${response.status()} ${await response.text()}`);
  return (await response.json()) as {
    plan_version: number;
    actual_plan: { objects: { id: string; landscape_object: string }[] };
    history: { version: number; source: string; summary: string }[];
  };
}

/** Opens the editor's Chat tab and returns its parts. */
export async function openChat(page: Page) {
  await page.getByRole('tab', { name: 'Chat' }).click();
  const composer = page.getByLabel('Message to the assistant');
  const messages = page.getByRole('list', { name: 'Messages, oldest first' });
  return {
    composer,
    messages,
    /** Answers that arrived (not the "Thinking…" placeholder). */
    replies: messages.locator('.chat-message--assistant:not(.chat-message--thinking)'),
    /** Types a message and sends it with Enter. */
    send: async (text: string) => {
      await composer.fill(text);
      await composer.press('Enter');
    },
  };
}
