// Draws a generated plan as SVG (plot, edges by kind, entrance, objects with labels) to look at what
// the generator designs; convert with chromium --headless --screenshot (see bench/generator/README.md).
//   npx tsx --conditions=@plotplan/source bench/generator/design/render-plan.ts <instance> <seed> <out.svg>
// instance: headline | garden | design (a roomy 25 x 40 m plot with trees, beds and a toilet).
import { writeFileSync } from 'node:fs';
import {
  rectCorners,
  generatePlans,
  packForPlot,
  type PlacedObject,
  type Plot,
  type Variant,
} from '@plotplan/domain';
import { designInstance, designNorthInstance } from './design-instances.js';
import { gardenPlot, headline, type Instance } from '../instances.js';

const SCALE = 20;
const MARGIN = 40;
const EDGE_COLOURS: Readonly<Record<string, string>> = {
  street: '#c0392b',
  driveway: '#e67e22',
  neighbor: '#555',
  unknown: '#999',
};

function fill(code: string): string {
  if (code.includes('tree')) return 'rgba(60,150,60,0.35)';
  if (code.includes('bed') || code.includes('berry') || code.includes('greenhouse')) return '#a5d68f';
  if (code.includes('house')) return '#d9a066';
  if (code.includes('toilet') || code.includes('compost') || code.includes('septic')) return '#b08968';
  if (code.includes('terrace') || code.includes('gazebo') || code.includes('play')) return '#f6d58e';
  return '#cfd8dc';
}

function objectSvg(o: PlacedObject, y: (v: number) => number, x: (v: number) => number): string {
  const label = `<text x="${x(o.x)}" y="${y(o.y)}" font-size="10" text-anchor="middle">${o.id}</text>`;
  if (o.shape === 'circle') {
    const r = (o.width / 2) * SCALE;
    return `<circle cx="${x(o.x)}" cy="${y(o.y)}" r="${r}" fill="${fill(o.landscape_object)}" stroke="#2d6a2d"/>${label}`;
  }
  const ring = rectCorners(o.x, o.y, o.width, o.depth, o.rotation_deg);
  const pts = ring.map(([px, py]) => `${x(px)},${y(py)}`).join(' ');
  return `<polygon points="${pts}" fill="${fill(o.landscape_object)}" stroke="#333"/>${label}`;
}

export function planSvg(plot: Plot, variant: Variant): string {
  const xs = plot.boundary.map((p) => p[0]);
  const ys = plot.boundary.map((p) => p[1]);
  const [minX, maxY] = [Math.min(...xs), Math.max(...ys)];
  const x = (v: number): number => MARGIN + (v - minX) * SCALE;
  const y = (v: number): number => MARGIN + (maxY - v) * SCALE;
  const w = (Math.max(...xs) - minX) * SCALE + 2 * MARGIN;
  const h = (maxY - Math.min(...ys)) * SCALE + 2 * MARGIN;
  const parts: string[] = [];
  plot.boundary.forEach((a, i) => {
    const b = plot.boundary[(i + 1) % plot.boundary.length] ?? a;
    const kind = plot.edges[i]?.kind ?? 'unknown';
    parts.push(
      `<line x1="${x(a[0])}" y1="${y(a[1])}" x2="${x(b[0])}" y2="${y(b[1])}" stroke="${EDGE_COLOURS[kind] ?? '#999'}" stroke-width="3"/>`,
    );
  });
  const e = plot.entrance;
  const edge = e === undefined ? undefined : plot.boundary[e.edge];
  const next = e === undefined ? undefined : plot.boundary[(e.edge + 1) % plot.boundary.length];
  if (e !== undefined && edge !== undefined && next !== undefined) {
    const [ex, ey] = [edge[0] + (next[0] - edge[0]) * e.t, edge[1] + (next[1] - edge[1]) * e.t];
    parts.push(`<circle cx="${x(ex)}" cy="${y(ey)}" r="6" fill="#c0392b"/>`);
  }
  for (const o of variant.plan.objects) parts.push(objectSvg(o, y, x));
  const title = `score ${variant.score} errors ${variant.error_count} warnings ${variant.violations.length - variant.error_count}`;
  const goals = Object.entries(variant.score_breakdown)
    .map(([g, v]) => `${g} ${v.toFixed(2)}`)
    .join('  ');
  parts.push(`<text x="4" y="14" font-size="12">${title}</text>`);
  parts.push(`<text x="4" y="${h - 6}" font-size="10">${goals}  (north up)</text>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="100%" height="100%" fill="#fff"/>${parts.join('')}</svg>`;
}

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
writeFileSync(out, planSvg(instance.plot, variant));
console.log(
  out,
  variant.score,
  variant.score_breakdown,
  variant.violations.map((v) => v.message),
);
