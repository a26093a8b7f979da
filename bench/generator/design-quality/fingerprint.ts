// A fingerprint of the generator's output on the design-quality plots, without a clock (so it depends
// only on the code): the fit estimate and the 4 variants of each plot, hashed. Two commits with the
// same fingerprint generate the same plans; a refactor that should change nothing must keep it.
//   npx tsx --conditions=@plotplan/source bench/generator/design-quality/fingerprint.ts [--limit N]
import { createHash } from 'node:crypto';
import { estimateFit, generatePlans, packForPlot } from '@plotplan/domain';
import { peoplePlots } from './people-plots.js';
import { randomPlots } from './random-plots.js';

const limitAt = process.argv.indexOf('--limit');
const limit = limitAt > 0 ? Number(process.argv[limitAt + 1]) : Infinity;
const total = createHash('sha256');
for (const { name, plot, selection } of [...peoplePlots, ...randomPlots()].slice(0, limit)) {
  const pack = packForPlot(plot);
  const fit = estimateFit(plot, selection, pack);
  const variants = generatePlans(plot, selection, pack, { variants: 4, seed: 1 });
  const hash = createHash('sha256')
    .update(JSON.stringify({ fit, v: variants }))
    .digest('hex')
    .slice(0, 16);
  total.update(hash);
  console.log(`${hash} ${name}`);
}
console.log(`all ${total.digest('hex')}`);
