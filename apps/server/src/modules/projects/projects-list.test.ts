import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAMILY_LOOKS } from '@plotplan/contract/drawing';
import { projects } from '../../db/schema.js';
import { signedInUser } from '../../test-support/auth-helpers.js';
import {
  houseOnly,
  projectsClient,
  rectPlot,
  type ProjectsClient,
} from '../../test-support/project-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.app.close();
});

async function newUser(): Promise<{ id: number; api: ProjectsClient }> {
  const { user, headers } = await signedInUser(testApp.app, testApp.database);
  return { id: user.id, api: projectsClient(testApp.app, headers) };
}

interface ListItem {
  id: number;
  name: string;
  updated_at: string;
  plot_area_m2: number | null;
  plot_units?: string;
  object_count: number;
  has_plan: boolean;
  thumbnail_svg: string;
}

describe('GET /api/projects/', () => {
  it('lists the newest change first', async () => {
    const { api } = await newUser();
    const a = await api.created({ name: 'A' });
    const b = await api.created({ name: 'B' });
    const c = await api.created({ name: 'C' });
    expect(((await api.list()).json() as ListItem[]).map((p) => p.name)).toEqual(['C', 'B', 'A']);
    await api.patch(a.id, { description: 'touched' });
    await api.patch(b.id, { plot: rectPlot() });
    await api.edit(b.id, { plan: houseOnly() });
    const listed = (await api.list()).json() as ListItem[];
    expect(listed.map((p) => p.name)).toEqual(['B', 'A', 'C']);
    const stamps = listed.map((p) => Date.parse(p.updated_at));
    expect(stamps).toEqual([...stamps].sort((x, y) => y - x));
    expect(listed.map((p) => p.id)).toEqual([b.id, a.id, c.id]);
  });

  it('summarises each project with a thumbnail', async () => {
    const { api } = await newUser();
    const planned = await api.created({ name: 'Planned', plot: rectPlot() });
    await api.edit(planned.id, { plan: houseOnly() });
    await api.created({ name: 'Bare' });
    const [bare, withPlan] = (await api.list()).json() as ListItem[];
    expect(bare).toMatchObject({ name: 'Bare', plot_area_m2: null, object_count: 0, has_plan: false });
    expect(withPlan).toMatchObject({ name: 'Planned', plot_area_m2: 600, object_count: 1, has_plan: true });
    for (const svg of [withPlan?.thumbnail_svg ?? '', bare?.thumbnail_svg ?? '']) {
      expect(svg).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="240" height="160" viewBox="[-\d. ]+"/,
      );
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).not.toMatch(/<script|href=|\son\w+=/i);
    }
    // The house in its family's fill from the plan style table, as on the canvas.
    expect(withPlan?.thumbnail_svg).toContain(`fill="${FAMILY_LOOKS.house.fill}"`);
    // No plot: the empty picture, with no words of its own (the card says "No plot yet").
    expect(bare?.thumbnail_svg).toContain('stroke-dasharray="6 4"');
    expect(bare?.thumbnail_svg).not.toContain('<text');
  });

  it("names the plot's unit system, so the list shows an imperial plot's area in square feet", async () => {
    const { api } = await newUser();
    await api.created({ name: 'Metric', plot: rectPlot() });
    await api.created({ name: 'US', plot: { ...rectPlot(), rule_pack: 'us-typical' } });
    await api.created({ name: 'Bare' });
    const [bare, us, metric] = (await api.list()).json() as ListItem[];
    expect(bare?.plot_units).toBeUndefined();
    expect(us?.plot_units).toBe('imperial');
    expect(metric?.plot_units).toBe('metric');
  });

  it('escapes the name in the thumbnail', async () => {
    const { api } = await newUser();
    await api.created({ name: '<script>alert("x")</script> & co', plot: rectPlot() });
    const [item] = (await api.list()).json() as ListItem[];
    expect(item?.name).toBe('<script>alert("x")</script> & co');
    expect(item?.thumbnail_svg).not.toContain('<script');
    expect(item?.thumbnail_svg).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co');
  });
});

describe('the per-user project limit', () => {
  it('refuses the 201st project, for that user only', async () => {
    const owner = await newUser();
    await testApp.database.db
      .insert(projects)
      .values(Array.from({ length: 200 }, (_, i) => ({ ownerId: owner.id, name: `Bulk ${i}` })));
    const response = await owner.api.create({ name: 'One too many' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ non_field_errors: ['You can have at most 200 projects.'] });
    expect((await owner.api.list()).json()).toHaveLength(200);

    const other = await newUser();
    expect((await other.api.create({ name: 'Plenty of room' })).statusCode).toBe(201);

    const first = ((await owner.api.list()).json() as ListItem[])[0];
    expect((await owner.api.remove(first?.id ?? 0)).statusCode).toBe(204);
    expect((await owner.api.create({ name: 'Room again' })).statusCode).toBe(201);
  });
});
