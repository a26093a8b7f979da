import { notFound } from '../../http/api-error.js';

const MAX_ID = 2_147_483_647;

/** The project id of a path; anything but a positive 32-bit integer is a 404, like an unknown id. */
export function projectIdOf(raw: string): number {
  if (!/^[1-9][0-9]{0,9}$/.test(raw)) throw notFound();
  const id = Number(raw);
  if (id > MAX_ID) throw notFound();
  return id;
}

/**
 * The versions an `If-Match` header accepts: undefined when absent or `*` (no condition). Tags may
 * be quoted or weak (`3`, `"3"`, `W/"3"`), several comma-separated. A tag that is no version number
 * becomes 0, which matches no project, so the write is refused as stale.
 */
export function ifMatchVersions(header: string | string[] | undefined): number[] | undefined {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (value === undefined || value.trim() === '' || value.trim() === '*') return undefined;
  return value.split(',').map((tag) => {
    const bare = tag
      .trim()
      .replace(/^W\//, '')
      .replace(/^"(.*)"$/, '$1');
    return /^[0-9]{1,9}$/.test(bare) ? Number(bare) : 0;
  });
}
