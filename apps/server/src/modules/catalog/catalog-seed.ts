import { catalogObjects, catalogObjectTypes, validateCatalog } from '@plotplan/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { landscapeObjects, objectTypes } from '../../db/schema.js';

const excluded = (column: string) => sql.raw(`excluded.${column}`);

/**
 * Upserts the catalog the domain package ships, by id, in one transaction: running it again
 * changes nothing, and a new release's corrections replace the old rows.
 */
export async function seedCatalog(db: Db): Promise<{ types: number; objects: number }> {
  const problems = validateCatalog(catalogObjectTypes, catalogObjects);
  if (problems.length > 0) throw new Error(`The shipped catalog is inconsistent: ${problems.join('; ')}`);
  await db.transaction(async (tx) => {
    await tx
      .insert(objectTypes)
      .values(catalogObjectTypes.map((t) => ({ ...t })))
      .onConflictDoUpdate({
        target: objectTypes.id,
        set: {
          code: excluded('code'),
          name: excluded('name'),
          description: excluded('description'),
          color: excluded('color'),
          icon: excluded('icon'),
          order: excluded('"order"'),
        },
      });
    await tx
      .insert(landscapeObjects)
      .values(
        catalogObjects.map((o) => ({
          id: o.id,
          code: o.code,
          name: o.name,
          objectType: o.object_type,
          description: o.description,
          shape: o.shape,
          width: o.width,
          depth: o.depth,
          minWidth: o.min_width,
          maxWidth: o.max_width,
          minDepth: o.min_depth,
          maxDepth: o.max_depth,
          heightM: o.height_m,
          rotatable: o.rotatable,
          sun: o.sun,
          fireClass: o.fire_class ?? null,
          tags: [...o.tags],
          color: o.color,
          icon: o.icon,
          sources: [...o.sources],
        })),
      )
      .onConflictDoUpdate({
        target: landscapeObjects.id,
        set: Object.fromEntries(
          [
            'code',
            'name',
            'object_type',
            'description',
            'shape',
            'width',
            'depth',
            'min_width',
            'max_width',
            'min_depth',
            'max_depth',
            'height_m',
            'rotatable',
            'sun',
            'fire_class',
            'tags',
            'color',
            'icon',
            'sources',
          ].map((column) => [toCamel(column), excluded(column)]),
        ),
      });
  });
  return { types: catalogObjectTypes.length, objects: catalogObjects.length };
}

function toCamel(column: string): string {
  return column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}
