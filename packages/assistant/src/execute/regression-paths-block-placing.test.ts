import {
  accessReach,
  catalogObjects,
  checkPlan,
  generatePlans,
  packForPlot,
  type Plot,
  type SelectionItem,
} from '@plotplan/domain';
import { describe, expect, it } from 'vitest';
import { parseRequest } from '../parse/request.js';
import { executeCommand } from './command.js';

// Issue 25: on the 20 x 30 m plot, a generated plan (which always has its path network) made
// the assistant refuse "move the greenhouse into full sun" and "add an apple tree": every spot the
// generator chose stood on one of the old paths. The paths now follow the objects (laid anew, as a new
// layout gets them), as long as they still reach everything they reached.
const house = { offset_m: 5, height_m: 6, material: 'noncombustible' as const, length_m: 8, depth_m: 6 };
const plot: Plot = {
  boundary: [
    [0, 0],
    [20, 0],
    [20, 30],
    [0, 30],
  ],
  north_deg: 0,
  edges: [
    { kind: 'street' },
    { kind: 'neighbor', building: house },
    { kind: 'neighbor' },
    { kind: 'neighbor', building: house },
  ],
  entrance: { edge: 0, t: 0.5, width_m: 4 },
  protected_areas: [
    {
      id: 'old-birch',
      kind: 'existing_tree',
      shape: { type: 'circle', center: [17, 27], radius: 3 },
      height_m: 15,
      label: 'Old birch',
    },
  ],
  location: { lat: 55.75, lon: 37.6 },
  rule_pack: 'ru-snt',
};
const selection: SelectionItem[] = Object.entries({
  house_medium: 1,
  bathhouse: 1,
  greenhouse_3x6: 1,
  vegetable_bed: 6,
  fruit_tree_medium: 3,
  berry_bush: 4,
  outdoor_toilet: 1,
  compost_bin: 1,
  parking_space: 1,
  gazebo: 1,
  well: 1,
}).map(([landscape_object, count]) => ({ landscape_object, count }));

describe('regression: the old paths blocked every spot on the issue 25 plot', () => {
  const pack = packForPlot(plot);
  const [variant] = generatePlans(plot, selection, pack, { variants: 1, seed: 1 });
  const plan = variant?.plan ?? { objects: [] };
  const context = { plot, plan, pack, catalog: catalogObjects, selection, seed: 1 };

  it.each(['move the greenhouse into full sun', 'add an apple tree'])(
    '"%s" succeeds, paths laid anew',
    (text) => {
      expect((plan.paths ?? []).length).toBeGreaterThan(0);
      const parsed = parseRequest(text, catalogObjects);
      if (parsed.kind !== 'commands') throw new Error(`not understood: ${text}`);
      const outcome = executeCommand(parsed.commands[0] ?? { kind: 'help' }, context);
      if (outcome.kind !== 'change') throw new Error(outcome.text);
      const after = outcome.change.plan;
      expect(checkPlan(plot, after, pack).filter((v) => v.severity === 'error')).toEqual([]);
      // Whatever the old paths reached, the new ones reach too.
      const missing = new Set(accessReach(plot, after).missing);
      const was = new Set(accessReach(plot, plan).missing);
      expect(plan.objects.filter((o) => missing.has(o.id) && !was.has(o.id))).toEqual([]);
    },
    30_000,
  );
});
