import type { ProjectListItem } from '@plotplan/contract';
import type { ProjectListRow } from './project-store.js';
import { projectListItem } from './project-view.js';

interface Entry {
  readonly version: number;
  readonly item: ProjectListItem;
  readonly size: number;
}

/** Enough for the lists of many thousands of users' projects; a thumbnail is a few kB. */
const DEFAULT_MAX_CHARS = 32_000_000;

/**
 * The project list's items, built once per project version instead of on every GET /api/projects/.
 * Every write of a project's name, plot or plan pointer moves its `version` (and plan versions never
 * change), so an item built for an (id, version) stays right. Only each project's latest version is
 * kept, within a budget of thumbnail characters; the least recently listed go first.
 */
export class ProjectListCache {
  private readonly entries = new Map<number, Entry>();
  private held = 0;

  constructor(private readonly maxChars = DEFAULT_MAX_CHARS) {}

  itemOf(row: ProjectListRow): ProjectListItem {
    const cached = this.entries.get(row.id);
    if (cached !== undefined) this.forget(row.id, cached);
    const entry = cached?.version === row.version ? cached : this.entryOf(row.version, projectListItem(row));
    this.entries.set(row.id, entry);
    this.held += entry.size;
    // Map order is insertion order, so the first entries are the least recently listed.
    for (const [id, oldest] of this.entries) {
      if (this.held <= this.maxChars) break;
      this.forget(id, oldest);
    }
    return entry.item;
  }

  private entryOf(version: number, item: ProjectListItem): Entry {
    return { version, item, size: item.thumbnail_svg.length + item.name.length };
  }

  private forget(id: number, entry: Entry): void {
    this.entries.delete(id);
    this.held -= entry.size;
  }
}
