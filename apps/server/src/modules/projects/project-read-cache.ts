import { createHash } from 'node:crypto';
import { z } from 'zod';

/** A response body as sent, with the ETag it goes out with. */
export interface CachedBody {
  readonly json: string;
  readonly etag: string;
}

interface OwnerEntries {
  /** Moves on every write of the owner's projects (after it committed); unique across owners. */
  generation: number;
  readonly bodies: Map<string, CachedBody>;
}

/** Enough for the lists and open projects of a few thousand active users; a list is ~30 kB. */
const DEFAULT_MAX_CHARS = 24_000_000;

/** The body's JSON, encoded by the contract's schema (as the route's serializer would), and a strong ETag. */
export function encodedBody(schema: z.ZodType, value: unknown, etag?: string): CachedBody {
  const json = JSON.stringify(z.encode(schema, value));
  return { json, etag: etag ?? `"${createHash('sha1').update(json).digest('base64url')}"` };
}

/**
 * The serialised answers of an owner's project reads (the list, a project), so a repeated read
 * touches neither the database nor the serialiser. Scoped by owner: a key is only ever looked up
 * under the signed-in user's id. Every write of an owner's projects calls `changed(owner)` once it
 * has committed, which drops all of that owner's bodies; a read that began before that write does
 * not store its (possibly older) body, because it took the owner's generation before reading.
 * Per process: with several processes on one database, writes elsewhere arrive as `changed` through
 * `project-change-feed.ts`, which `suspend`s the cache while it cannot hear them.
 */
export class ProjectReadCache {
  private readonly owners = new Map<number, OwnerEntries>();
  private held = 0;
  /** Hands out generations; each is used once, so a token from before a `suspend` never matches again. */
  private clock = 0;
  /** The generation of an owner without entries (moved by `suspend`). */
  private floor = 0;
  private suspended = false;

  constructor(
    readonly enabled = true,
    private readonly maxChars = DEFAULT_MAX_CHARS,
  ) {}

  /** The generation to pass to `store` for a read starting now. */
  generation(ownerId: number): number {
    return this.owners.get(ownerId)?.generation ?? this.floor;
  }

  /**
   * Forgets everything and keeps nothing until `resume`: writes elsewhere may go unheard meanwhile.
   * Reads that began before will not store their bodies, even after `resume`.
   */
  suspend(): void {
    this.suspended = true;
    this.owners.clear();
    this.held = 0;
    this.floor = ++this.clock;
  }

  /** Keeps bodies again (after `suspend`: once writes elsewhere are heard again). */
  resume(): void {
    this.suspend();
    this.suspended = false;
  }

  get(ownerId: number, key: string): CachedBody | undefined {
    if (!this.enabled || this.suspended) return undefined;
    const owner = this.owners.get(ownerId);
    const body = owner?.bodies.get(key);
    if (owner === undefined || body === undefined) return undefined;
    // Map order is insertion order: touching moves the owner to the newest end.
    this.owners.delete(ownerId);
    this.owners.set(ownerId, owner);
    return body;
  }

  /** Keeps the body unless the owner's projects changed since `generation` was taken. */
  store(ownerId: number, key: string, generation: number, body: CachedBody): void {
    if (!this.enabled || this.suspended || body.json.length > this.maxChars / 8) return;
    let owner = this.owners.get(ownerId);
    if ((owner?.generation ?? this.floor) !== generation) return;
    if (owner === undefined) {
      owner = { generation, bodies: new Map() };
      this.owners.set(ownerId, owner);
    }
    const previous = owner.bodies.get(key);
    if (previous !== undefined) this.held -= previous.json.length;
    owner.bodies.set(key, body);
    this.held += body.json.length;
    for (const [id, oldest] of this.owners) {
      if (this.held <= this.maxChars) break;
      if (id !== ownerId) this.dropBodies(oldest);
    }
  }

  /**
   * Tells the other processes on the database, if any, that the owner's projects changed (set by
   * the change feed; never rejects).
   */
  announce: ((ownerId: number) => Promise<void>) | undefined;

  /**
   * After a write of the owner's projects is over: forgets the owner's bodies here and, before
   * resolving, announces the change to the other processes.
   */
  async changed(ownerId: number): Promise<void> {
    this.forget(ownerId);
    await this.announce?.(ownerId);
  }

  /** Forgets every body of the owner; reads that began earlier will not store theirs. */
  forget(ownerId: number): void {
    const owner = this.owners.get(ownerId);
    if (owner === undefined) {
      this.owners.set(ownerId, { generation: ++this.clock, bodies: new Map() });
      return;
    }
    this.dropBodies(owner);
    owner.generation = ++this.clock;
  }

  private dropBodies(owner: OwnerEntries): void {
    for (const body of owner.bodies.values()) this.held -= body.json.length;
    owner.bodies.clear();
  }
}
