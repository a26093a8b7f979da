/**
 * Waiting items of many owners. The next item is the first of the waiting owner served longest ago
 * (an owner never served, or not for a long while, first; ties in the order the owners came), so
 * owners take turns one item at a time, and an owner who comes with one item waits for no more
 * than one item of each owner already waiting, however many those have queued.
 */
export class FairQueue<T> {
  /** Waiting items per owner, in the order the owners came. */
  private readonly byOwner = new Map<number, T[]>();
  /** When each owner was last served (a running count of shifts); absent: long ago or never. */
  private readonly lastServed = new Map<number, number>();
  private served = 0;
  private count = 0;

  get size(): number {
    return this.count;
  }

  push(owner: number, items: readonly T[]): void {
    if (items.length === 0) return;
    const own = this.byOwner.get(owner);
    if (own === undefined) this.byOwner.set(owner, [...items]);
    else own.push(...items);
    this.count += items.length;
  }

  /** The next item in turn, undefined when none waits. */
  shift(): T | undefined {
    let next: number | undefined;
    let nextServed = Infinity;
    for (const owner of this.byOwner.keys()) {
      const at = this.lastServed.get(owner) ?? -1;
      if (at < nextServed) [next, nextServed] = [owner, at];
    }
    if (next === undefined) return undefined;
    const own = this.byOwner.get(next) ?? [];
    const item = own.shift();
    if (own.length === 0) this.byOwner.delete(next);
    if (item !== undefined) this.count--;
    this.lastServed.set(next, this.served++);
    this.forgetOld();
    return item;
  }

  clear(): void {
    this.byOwner.clear();
    this.lastServed.clear();
    this.count = 0;
  }

  /**
   * Drops the turns of owners with nothing waiting who were served before every waiting owner: they
   * would come first anyway, as if never served, so the map stays as small as the waiting owners
   * (plus one). The owner served last is kept even with nothing waiting: coming back with another
   * batch while a newcomer waits, it must not tie with the newcomer as if never served.
   */
  private forgetOld(): void {
    let oldest = Infinity;
    for (const owner of this.byOwner.keys()) oldest = Math.min(oldest, this.lastServed.get(owner) ?? -1);
    for (const [owner, at] of this.lastServed) {
      if (at < oldest && at < this.served - 1 && !this.byOwner.has(owner)) this.lastServed.delete(owner);
    }
  }
}
