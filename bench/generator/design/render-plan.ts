// Draws one generated plan as SVG (design-quality/render-svg.ts: plot, edges by kind, entrance, paths,
// objects with labels) to look at what the generator designs; convert with chromium --headless --screenshot (see bench/generator/README.md).
//   npx tsx --conditions=@plotplan/source bench/generator/design/render-plan.ts <instance> <seed> <out.svg>
// instance: headline | garden | design (a roomy 25 x 40 m plot with trees, beds and a toilet).
import { writeFileSync } from 'node:fs';
import { generatePlans, packForPlot } from '@plotplan/domain';
import { renderPlanSvg } from '../design-quality/render-svg.js';
import { designInstance, designNorthInstance } from './design-instances.js';
import { gardenPlot, headline, type Instance } from '../instances.js';

const instances: Readonly<Record<string, Instance>> = {
  headline,
  garden: gardenPlot,
  design: designInstance,
  north: designNorthInstance,
};
const [name = 'design', seedText = '1', out = 'plan.svg'] = process.argv.slice(2);
const instance = instances[name];
if (instance === undefined) throw new Error(`unknown instance ${name}`);
const [variant] = generatePlans(instance.plot, instance.selection, packForPlot(instance.plot), {
  variants: 1,
  seed: Number(seedText),
});
if (variant === undefined) throw new Error('no variant');
const goals = Object.entries(variant.score_breakdown)
  .map(([g, v]) => `${g} ${v.toFixed(2)}`)
  .join('  ');
writeFileSync(out, renderPlanSvg(instance.plot, variant.plan, `score ${variant.score}: ${goals}`));
console.log(
  out,
  variant.score,
  variant.score_breakdown,
  variant.violations.map((v) => v.message),
);
