import type { Page } from '@playwright/test';

const words = {
  en: { tab: 'Chat', composer: 'Message to the assistant', messages: 'Messages, oldest first' },
  ru: { tab: 'Чат', composer: 'Сообщение ассистенту', messages: 'Сообщения, сначала старые' },
} as const;

/** Opens the editor's Chat tab and returns its parts. */
export const openChat = (page: Page) => openChatIn(page, 'en');

/** The same, on a page in the given language. */
export async function openChatIn(page: Page, language: keyof typeof words) {
  const said = words[language];
  await page.getByRole('tab', { name: said.tab }).click();
  const composer = page.getByLabel(said.composer);
  const messages = page.getByRole('list', { name: said.messages });
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
