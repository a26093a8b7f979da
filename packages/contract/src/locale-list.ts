// No zod here: the web app's first chunk imports this (through locale.ts).

/** The languages Plotplan speaks; the first is the fallback for any other. */
export const locales = ['en', 'ru'] as const;
export type Locale = (typeof locales)[number];
