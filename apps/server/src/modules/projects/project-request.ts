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
