// The assistant's four requests of issue 25 on the issue's own plot (people-plots.ts, plot 1): the
// generator's plan for seeds 1..N (one variant each, no clock), then each request on it as the chat
// would run it (English and Russian). Prints per request how many plans it succeeds on, and each
// refusal's text.
//   npx tsx --conditions=@plotplan/source bench/generator/design-quality/assistant-run.ts [seeds]
import { executeCommand, parseRequest, russianOutcomeText } from '@plotplan/assistant';
import { catalogObjects, generatePlans, packForPlot } from '@plotplan/domain';
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
    if (outcome.kind === 'change') wins[k] = (wins[k] ?? 0) + 1;
    else {
      console.log(`seed ${seed}, "${text}" (${ms.toFixed(0)} ms): ${outcome.text}`);
      console.log(`  ru: ${russianOutcomeText(command, outcome, context)}`);
    }
  });
}
requests.forEach((text, k) => console.log(`"${text}": ${wins[k]} of ${seeds} plans`));
