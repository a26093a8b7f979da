// Stored bytes per plan version for issue 16's case: a 200-point boundary, 100 protected polygons
// of 200 points and a crowded 500-object plan (18,031 violations). Writes N versions through the
// real API on a fresh database (PGlite, or TEST_DATABASE_URL), then asks the database;
// VACUUM_EACH=1 vacuums the table after each write (as autovacuum or the app's timer would):
//   npx tsx --conditions=@plotplan/source bench/storage/plan-version-bytes.ts [versions = 3]
import { sql } from 'drizzle-orm';
import { signedInUser } from '../../apps/server/src/test-support/auth-helpers.js';
import { projectsClient } from '../../apps/server/src/test-support/project-fixtures.js';
import { createTestApp } from '../../apps/server/src/test-support/test-app.js';

const round = (x: number) => Math.round(x * 1000) / 1000;
const ring = (cx: number, cy: number, r: number, n: number) =>
  Array.from({ length: n }, (_, i) => {
    const a = (2 * Math.PI * i) / n;
    return [round(cx + r * Math.cos(a)), round(cy + r * Math.sin(a))];
  });

const boundary = ring(0, 0, 80, 200);
const plot = {
  boundary,
  edges: boundary.map((_, i) => ({ kind: i % 2 === 0 ? 'neighbor' : 'street' })),
  protected_areas: Array.from({ length: 100 }, (_, i) => ({
    id: `p${i}`,
    kind: 'utility_easement',
    label: `Area ${i}`,
    shape: { type: 'polygon', points: ring(-50 + (i % 10) * 11, -50 + Math.floor(i / 10) * 11, 2, 200) },
  })),
  rule_pack: 'ru-snt',
};
const codes = [
  'house_small',
  'outdoor_toilet',
  'well',
  'septic_tank',
  'sauna_barrel',
  'compost_bin',
  'borehole',
  'poultry_house',
];
/** 500 objects 3.1 m apart: houses, toilets, wells and septic tanks all too close to each other. */
const crowdedPlan = (shift: number) => ({
  objects: Array.from({ length: 500 }, (_, i) => ({
    id: `o${i}`,
    landscape_object: codes[i % codes.length],
    shape: 'rect',
    x: -55 + (i % 25) * 3.1 + shift,
    y: -45 + Math.floor(i / 25) * 3.1,
    width: 3,
    depth: 3,
  })),
});

/** The rows of a raw statement (both drivers answer `{ rows }`). */
function rowsOf(result: unknown): Record<string, unknown>[] {
  if (typeof result !== 'object' || result === null || !('rows' in result) || !Array.isArray(result.rows)) {
    throw new Error('the driver answered without rows');
  }
  return result.rows as Record<string, unknown>[];
}

const versions = Number(process.argv[2] ?? 3);
const { app, database } = await createTestApp();
try {
  const user = await signedInUser(app, database);
  const projects = projectsClient(app, user.headers);
  const { id } = await projects.created({ name: 'Crowded', plot });
  for (let v = 0; v < versions; v++) {
    const response = await projects.edit(id, { plan: crowdedPlan(v * 0.01) });
    if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body.slice(0, 300)}`);
    if (process.env['VACUUM_EACH'] === '1') await database.db.execute(sql`vacuum plan_versions`);
    if (v === 0) {
      const violations = response.json<{ violations: unknown[] }>().violations.length;
      console.log(`violations: ${violations}; answer: ${response.body.length} bytes`);
    }
  }
  const columns = rowsOf(
    await database.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'plan_versions'
        order by ordinal_position`,
    ),
  ).map((row) => String(row['column_name']));
  const jsonColumns = columns.filter((c) => ['plan', 'violations', 'metrics', 'evaluation'].includes(c));
  const sizes = jsonColumns.map(
    (c) => `pg_column_size(${c}) as ${c}_stored, octet_length(${c}::text) as ${c}_text`,
  );
  console.log(`columns: ${columns.join(', ')}`);
  console.table(
    rowsOf(
      await database.db.execute(
        sql.raw(`select version, pg_column_size(t.*) as row_stored, ${sizes.join(', ')}
          from plan_versions t order by version`),
      ),
    ),
  );
  await database.db.execute(sql`vacuum plan_versions`);
  const total = rowsOf(
    await database.db.execute(sql`select pg_total_relation_size('plan_versions') as bytes`),
  );
  console.log(`pg_total_relation_size('plan_versions') after vacuum: ${String(total[0]?.['bytes'])} bytes`);
} finally {
  await app.close();
}
