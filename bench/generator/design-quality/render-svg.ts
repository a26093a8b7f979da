// A labelled drawing of a generated plan, for judging it by eye (written next to the results, not
// committed): plot, neighbours' sides, entrance, paths, objects with their names, north arrow.
import {
  catalogObjects,
  footprintPolygon,
  objectByCode,
  placedFootprint,
  type Plan,
  type Plot,
} from '@plotplan/domain';

const SCALE = 14;
const PAD = 40;

const fill = (tags: readonly string[]): string =>
  tags.includes('dwelling')
    ? '#f59e0b'
    : tags.includes('bed')
      ? '#84cc16'
      : tags.includes('greenhouse')
        ? '#a5f3fc'
        : tags.includes('tree')
          ? 'rgba(22,163,74,0.35)'
          : tags.includes('sanitary')
            ? '#a78bfa'
            : tags.includes('building')
              ? '#fb923c'
              : '#cbd5e1';

export function renderPlanSvg(plot: Plot, plan: Plan, title: string): string {
  const xs = plot.boundary.map((p) => p[0]);
  const ys = plot.boundary.map((p) => p[1]);
  const [minX, maxY] = [Math.min(...xs), Math.max(...ys)];
  const w = (Math.max(...xs) - minX) * SCALE + 2 * PAD;
  const h = (maxY - Math.min(...ys)) * SCALE + 2 * PAD + 20;
  const X = (x: number): number => PAD + (x - minX) * SCALE;
  const Y = (y: number): number => PAD + 20 + (maxY - y) * SCALE;
  const pts = (ring: readonly (readonly [number, number])[]): string =>
    ring.map((p) => `${X(p[0]).toFixed(1)},${Y(p[1]).toFixed(1)}`).join(' ');
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" font-family="sans-serif">`,
    `<rect width="100%" height="100%" fill="white"/>`,
    `<text x="8" y="18" font-size="14">${title}</text>`,
    `<polygon points="${pts(plot.boundary)}" fill="#f7fee7" stroke="#365314" stroke-width="2"/>`,
  ];
  plot.boundary.forEach((a, i) => {
    const b = plot.boundary[(i + 1) % plot.boundary.length] ?? a;
    const kind = plot.edges[i]?.kind ?? '';
    out.push(
      `<text x="${X((a[0] + b[0]) / 2)}" y="${Y((a[1] + b[1]) / 2)}" font-size="11" fill="#64748b" text-anchor="middle">${kind}</text>`,
    );
  });
  for (const area of plot.protected_areas) {
    const s = area.shape;
    out.push(
      s.type === 'circle'
        ? `<circle cx="${X(s.center[0])}" cy="${Y(s.center[1])}" r="${s.radius * SCALE}" fill="#fecaca" stroke="#b91c1c"/>`
        : `<polygon points="${pts(s.points)}" fill="#fecaca" stroke="#b91c1c"/>`,
    );
  }
  for (const path of plan.paths ?? []) {
    out.push(
      `<polyline points="${pts(path.points)}" fill="none" stroke="#a8a29e" stroke-width="${path.width_m * SCALE}" stroke-linejoin="round"/>`,
    );
  }
  for (const o of plan.objects) {
    const tags = objectByCode(o.landscape_object, catalogObjects)?.tags ?? [];
    const fp = placedFootprint(o);
    out.push(
      fp.kind === 'rect'
        ? `<polygon points="${pts(footprintPolygon(fp))}" fill="${fill(tags)}" stroke="#334155"/>`
        : `<circle cx="${X(o.x)}" cy="${Y(o.y)}" r="${(o.width / 2) * SCALE}" fill="${fill(tags)}" stroke="#334155"/>`,
      `<text x="${X(o.x)}" y="${Y(o.y) + 4}" font-size="10" text-anchor="middle">${o.landscape_object}</text>`,
    );
  }
  const e = plot.entrance;
  if (e !== undefined) {
    const [a, b] = [plot.boundary[e.edge], plot.boundary[(e.edge + 1) % plot.boundary.length]];
    if (a && b) {
      const p = [a[0] + (b[0] - a[0]) * e.t, a[1] + (b[1] - a[1]) * e.t] as const;
      out.push(`<circle cx="${X(p[0])}" cy="${Y(p[1])}" r="6" fill="#dc2626"/>`);
    }
  }
  const n = (plot.north_deg * Math.PI) / 180;
  out.push(
    `<line x1="${w - 30}" y1="50" x2="${w - 30 + 20 * Math.sin(n)}" y2="${50 - 20 * Math.cos(n)}" stroke="black" stroke-width="2"/>`,
    `<text x="${w - 34}" y="66" font-size="11">N</text>`,
    '</svg>',
  );
  return out.join('\n');
}
