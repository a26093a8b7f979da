/**
 * Waiting items of many owners, taken round robin: one of the first owner's, then one of the next
 * owner's, and so on; each owner's items in the order they came. An owner with one item waits for
 * at most one item of every other owner, however many those have queued.
 */
export class FairQueue<T> {
  private readonly byOwner = new Map<number, T[]>();
  /** Owners with waiting items, the next to be served first. */
  private readonly turns: number[] = [];
  private count = 0;

  get size(): number {
    return this.count;
  }

  push(owner: number, items: readonly T[]): void {
    if (items.length === 0) return;
    const own = this.byOwner.get(owner);
    if (own === undefined) {
      this.byOwner.set(owner, [...items]);
      this.turns.push(owner);
    } else {
      own.push(...items);
    }
    this.count += items.length;
  }

  /** The next item in turn, undefined when none waits. */
  shift(): T | undefined {
    const owner = this.turns.shift();
    if (owner === undefined) return undefined;
    const own = this.byOwner.get(owner) ?? [];
    const item = own.shift();
    if (own.length > 0) this.turns.push(owner);
    else this.byOwner.delete(owner);
    if (item !== undefined) this.count--;
    return item;
  }

  clear(): void {
    this.byOwner.clear();
    this.turns.length = 0;
    this.count = 0;
  }
}
