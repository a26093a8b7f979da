// Zero-waste guillotine strip-packing instances (issue 6, benchmark c), sized like Hopper & Turton's
// classes C1-C7: the W x H strip is cut by recursive random guillotine cuts at integer positions
// into n rectangles, so the rectangles tile the strip exactly and the optimum height is H (with or
// without rotation). 3 instances per class. Deterministic (seeded PRNG); rewrites instances.json
// beside this file (then `npx prettier --write bench/generator/strip-packing`).
//   npx tsx bench/generator/strip-packing/make-instances.ts
import { writeFileSync } from 'node:fs';
import { prng } from '../mulberry32.js';
import type { StripInstance } from './instance.js';

/** Hopper & Turton (2001): strip width x optimal height and item counts of the 3 instances. */
const CLASSES: readonly { name: string; w: number; h: number; counts: readonly number[] }[] = [
  { name: 'C1', w: 20, h: 20, counts: [16, 17, 16] },
  { name: 'C2', w: 40, h: 15, counts: [25, 25, 25] },
  { name: 'C3', w: 60, h: 30, counts: [28, 29, 28] },
  { name: 'C4', w: 60, h: 60, counts: [49, 49, 49] },
  { name: 'C5', w: 60, h: 90, counts: [73, 73, 72] },
  { name: 'C6', w: 80, h: 120, counts: [97, 97, 97] },
  { name: 'C7', w: 160, h: 240, counts: [196, 197, 196] },
];
/** Hopper & Turton keep items within this aspect ratio; slivers would make the puzzle artificial. */
const MAX_ASPECT = 7;

type Piece = readonly [w: number, h: number];
const aspect = ([w, h]: Piece): number => Math.max(w, h) / Math.min(w, h);

/** One guillotine cut of `p` that keeps both halves within MAX_ASPECT, or undefined. */
function cut(p: Piece, rng: () => number): [Piece, Piece] | undefined {
  for (let attempt = 0; attempt < 20; attempt++) {
    // Mostly across the longer side, so pieces stay compact; now and then the other way.
    const alongX = p[0] === p[1] ? rng() < 0.5 : p[0] > p[1] !== rng() < 0.2;
    const len = alongX ? p[0] : p[1];
    if (len < 2) continue;
    const at = 1 + Math.floor(rng() * (len - 1));
    const halves: [Piece, Piece] = alongX
      ? [
          [at, p[1]],
          [p[0] - at, p[1]],
        ]
      : [
          [p[0], at],
          [p[0], p[1] - at],
        ];
    if (halves.every((h) => aspect(h) <= MAX_ASPECT)) return halves;
  }
  return undefined;
}

/** Cuts the strip into exactly n pieces: each step splits a piece drawn with probability by area. */
function guillotine(w: number, h: number, n: number, rng: () => number): Piece[] {
  for (let restart = 0; ; restart++) {
    const pieces: Piece[] = [[w, h]];
    let stuck = 0;
    while (pieces.length < n && stuck < 1000) {
      const total = pieces.reduce((s, p) => s + p[0] * p[1], 0);
      let r = rng() * total;
      let k = 0;
      while (k < pieces.length - 1 && (r -= (pieces[k] as Piece)[0] * (pieces[k] as Piece)[1]) > 0) k++;
      const halves = cut(pieces[k] as Piece, rng);
      if (halves === undefined) {
        stuck++;
        continue;
      }
      pieces.splice(k, 1, ...halves);
    }
    if (pieces.length === n) return pieces;
    if (restart > 100) throw new Error(`cannot cut ${w} x ${h} into ${n} pieces`);
  }
}

const instances: StripInstance[] = [];
CLASSES.forEach((c, ci) => {
  c.counts.forEach((n, k) => {
    const rng = prng(6000 + 10 * ci + k);
    const items = guillotine(c.w, c.h, n, rng).map(([iw, ih]): [number, number] => [iw, ih]);
    const area = items.reduce((s, [iw, ih]) => s + iw * ih, 0);
    if (area !== c.w * c.h) throw new Error(`${c.name}-${k + 1}: area ${area} != ${c.w * c.h}`);
    instances.push({ id: `${c.name}-${k + 1}`, class: c.name, width: c.w, optimum: c.h, items });
  });
});
writeFileSync(new URL('./instances.json', import.meta.url), `${JSON.stringify(instances)}\n`);
console.log(`${instances.length} instances written`);
