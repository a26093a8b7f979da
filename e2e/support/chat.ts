import type { Page } from '@playwright/test';

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
