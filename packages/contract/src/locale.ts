// No zod here: the web app's first chunk imports this.

import { locales, type Locale } from './locale-list.js';

export { locales, type Locale };

/**
 * The best of our languages for an `Accept-Language` header (or the browser's language list):
 * the first listed whose primary subtag we speak, weighted by `q`; English when none is.
 */
export function negotiateLocale(header: string | readonly string[] | undefined): Locale {
  const ranges = typeof header === 'string' ? header.split(',') : (header ?? []);
  const weighted = ranges
    .map((range, index) => {
      const [tag = '', ...params] = range.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of weighted) {
    const primary = tag.split('-')[0];
    const match = locales.find((l) => l === primary);
    if (match !== undefined) return match;
  }
  return 'en';
}

export { localizeBody, localizeText } from './localize/localize-text.js';
export { ruPlural } from './localize/ru-server-text.js';
