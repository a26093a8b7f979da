const entities: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => entities[char] ?? char);
}

/**
 * A minimal HTML mail: a title, plain-text paragraphs and one button link, with the link's `copy`
 * ("Or copy this address into your browser:", in the mail's language) before the bare address;
 * everything is escaped.
 */
export function htmlMail(parts: {
  title: string;
  paragraphs: readonly string[];
  link?: { href: string; label: string; copy: string };
}) {
  const paragraphs = parts.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const button =
    parts.link === undefined
      ? ''
      : `<p><a href="${escapeHtml(parts.link.href)}" style="display:inline-block;padding:10px 16px;` +
        `background:#2f6f4e;color:#ffffff;text-decoration:none;border-radius:6px">` +
        `${escapeHtml(parts.link.label)}</a></p>\n<p style="font-size:12px;color:#555555">` +
        `${escapeHtml(parts.link.copy)} ${escapeHtml(parts.link.href)}</p>`;
  return [
    '<!doctype html>',
    `<html><head><meta charset="utf-8"><title>${escapeHtml(parts.title)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#1a1a1a">',
    `<h1 style="font-size:20px">${escapeHtml(parts.title)}</h1>`,
    paragraphs,
    button,
    '</body></html>',
  ].join('\n');
}
