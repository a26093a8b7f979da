/** The row an `INSERT ... RETURNING` of one row gave back (an empty answer is a bug, not a state). */
export function insertedRow<T>(rows: readonly T[], what: string): T {
  const row = rows[0];
  if (row === undefined) throw new Error(`${what} was not inserted`);
  return row;
}
