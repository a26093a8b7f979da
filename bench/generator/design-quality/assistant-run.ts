// The assistant's four requests of issue 25 on the issue's own plot (people-plots.ts, plot 1): the
// generator's plan for seeds 1..N (one variant each, no clock), then each request on it as the chat
// would run it (English and Russian). Prints per request how many plans it succeeds on, and each
// refusal's text. A reply that the objects already sit in the sunniest spot the rules allow (naming
// the rule that keeps the sunnier spots out) is counted apart. For the tree requests, how much sun
// the new trees take from the beds and greenhouse (the sun engine's object hours, before and after)
// and how close their crowns come to the house.
//   npx tsx --conditions=@plotplan/source bench/generator/design-quality/assistant-run.ts [seeds]
import { executeCommand, parseRequest, russianOutcomeText } from '@plotplan/assistant';
import {
  catalogObjects,
  generatePlans,
  objectByCode,
  objectSunHours,
  packForPlot,
  sunHoursMap,
  type PlacedObject,
  type Plan,
} from '@plotplan/domain';
import { peoplePlots } from './people-plots.js';

const seeds = Number(process.argv[2] ?? 8);
const issue = peoplePlots[0];
if (issue === undefined) throw new Error('no issue plot');
const { plot, selection } = issue;
const pack = packForPlot(plot);
const requests = [
  'add 3 apple trees near the south fence',
  'put the beds where there is most sun',
  'move the greenhouse into full sun',
  'add an apple tree',
];
const wins = requests.map(() => 0);
const already = requests.map(() => 0);
const tagged = (o: PlacedObject, tag: string): boolean =>
  objectByCode(o.landscape_object, catalogObjects)?.tags.includes(tag) === true;
const hoursOf = (plan: Plan): Record<string, number> =>
  objectSunHours(sunHoursMap(plot, plan, { cell_m: 1, dayStep: 14, stepMinutes: 30 }), plan);
/** The gap between a circle's edge and a rectangle's footprint (unturned or quarter-turned). */
const gapTo = (c: PlacedObject, r: PlacedObject): number => {
  const q = Math.round(r.rotation_deg / 90) % 2 === 0;
  const [hw, hd] = q ? [r.width / 2, r.depth / 2] : [r.depth / 2, r.width / 2];
  const dx = Math.max(0, Math.abs(c.x - r.x) - hw);
  const dy = Math.max(0, Math.abs(c.y - r.y) - hd);
  return Math.hypot(dx, dy) - c.width / 2;
};
/** The trees added: the most sun they take from one bed or greenhouse (h a day), their least crown gap to the house (m). */
function treeEffect(before: Plan, after: Plan, ids: readonly string[]): string {
  const [was, now] = [hoursOf(before), hoursOf(after)];
  const grown = before.objects.filter((o) => tagged(o, 'bed') || tagged(o, 'greenhouse'));
  const loss = Math.max(0, ...grown.map((o) => (was[o.id] ?? 0) - (now[o.id] ?? 0)));
  const trees = after.objects.filter((o) => ids.includes(o.id));
  const houses = after.objects.filter((o) => tagged(o, 'dwelling'));
  const gap = Math.min(...trees.flatMap((t) => houses.map((h) => gapTo(t, h))));
  return `beds/greenhouse lose up to ${loss.toFixed(2)} h, crown ${gap.toFixed(1)} m from the house`;
}
for (let seed = 1; seed <= seeds; seed++) {
  const [variant] = generatePlans(plot, selection, pack, { variants: 1, seed });
  if (variant === undefined) continue;
  const context = { plot, plan: variant.plan, pack, catalog: catalogObjects, selection, seed: 1 };
  requests.forEach((text, k) => {
    const parsed = parseRequest(text, catalogObjects);
    if (parsed.kind !== 'commands') throw new Error(`not understood: ${text}`);
    const [command] = parsed.commands;
    if (command === undefined) return;
    const start = performance.now();
    const outcome = executeCommand(command, context);
    const ms = performance.now() - start;
    if (outcome.kind === 'change') {
      wins[k] = (wins[k] ?? 0) + 1;
      if (command.kind === 'add') {
        const ids = outcome.change.object_ids;
        const partial = outcome.notPlaced === undefined ? '' : ` (${outcome.text})`;
        console.log(
          `seed ${seed}, "${text}": ${treeEffect(variant.plan, outcome.change.plan, ids)}${partial}`,
        );
      }
    } else if (/already sits? as close to that/.test(outcome.text)) {
      already[k] = (already[k] ?? 0) + 1;
      console.log(`seed ${seed}, "${text}" (${ms.toFixed(0)} ms), already: ${outcome.text}`);
    } else {
      console.log(`seed ${seed}, "${text}" (${ms.toFixed(0)} ms): ${outcome.text}`);
      console.log(`  ru: ${russianOutcomeText(command, outcome, context)}`);
    }
  });
}
requests.forEach((text, k) =>
  console.log(
    `"${text}": changed on ${wins[k]} of ${seeds} plans, already as sunny as the rules allow on ${already[k]}`,
  ),
);
