import type { LandscapeObjectBody } from '@plotplan/contract';
import type { ObjectType } from '@plotplan/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { landscapeObjects, objectTypes } from '../../db/schema.js';

type LandscapeRow = typeof landscapeObjects.$inferSelect;

const toLandscapeObject = (row: LandscapeRow): LandscapeObjectBody => ({
  id: row.id,
  code: row.code,
  name: row.name,
  object_type: row.objectType,
  description: row.description,
  shape: row.shape,
  width: row.width,
  depth: row.depth,
  min_width: row.minWidth,
  max_width: row.maxWidth,
  min_depth: row.minDepth,
  max_depth: row.maxDepth,
  height_m: row.heightM,
  rotatable: row.rotatable,
  sun: row.sun,
  ...(row.fireClass === null ? {} : { fire_class: row.fireClass }),
  tags: row.tags,
  color: row.color,
  icon: row.icon,
  sources: row.sources,
});

/** Reads the seeded catalog; it changes only at start, so it is read from the database as stored. */
export class CatalogStore {
  constructor(private readonly db: Db) {}

  async objectTypes(): Promise<ObjectType[]> {
    return this.db.select().from(objectTypes).orderBy(asc(objectTypes.order), asc(objectTypes.id));
  }

  async landscapeObjects(objectType?: number): Promise<LandscapeObjectBody[]> {
    const query = this.db.select().from(landscapeObjects);
    const rows = await (
      objectType === undefined ? query : query.where(eq(landscapeObjects.objectType, objectType))
    ).orderBy(asc(landscapeObjects.id));
    return rows.map(toLandscapeObject);
  }
}
