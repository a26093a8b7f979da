import { NotFound } from '../errors/domain-errors.js';

const MAX_ID = 2_147_483_647;

/** The id in a path; anything but a positive 32-bit integer is a 404, like an unknown id. */
export function pathId(raw: string): number {
  if (!/^[1-9][0-9]{0,9}$/.test(raw)) throw new NotFound();
  const id = Number(raw);
  if (id > MAX_ID) throw new NotFound();
  return id;
}
