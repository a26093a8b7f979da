// The assistant on every plan-changing and question phrasing of the interpreter corpus, each run on
// the assistant's fixture garden (30 x 40 m, 16 objects, ru-snt): time per message (parse + execute,
// one command after the other, as the server runs them), by the kind of the first command.
//   npx tsx --conditions=@plotplan/source bench/assistant/commands.bench.ts [runs]
import { readFileSync } from 'node:fs';
import { executeCommand, parseRequest, type ParsedRequest } from '@plotplan/assistant';
import { catalogObjects } from '@plotplan/domain';
import { fixtureContext } from '../../packages/assistant/src/test-fixtures.js';

const corpus = JSON.parse(
  readFileSync(
    new URL('../../packages/assistant/src/fixtures/interpreter-corpus.json', import.meta.url),
    'utf8',
  ),
) as { text: string; expected: ParsedRequest }[];
const runs = Number(process.argv[2] ?? 5);

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
}

const byKind = new Map<string, number[]>();
let changed = 0;
let refused = 0;
for (const { text } of corpus) {
  const times: number[] = [];
  let kind = 'not understood';
  for (let r = 0; r < runs; r++) {
    const start = performance.now();
    const parsed = parseRequest(text, catalogObjects);
    let context = fixtureContext();
    if (parsed.kind === 'commands') {
      kind = parsed.commands[0]?.kind ?? kind;
      for (const command of parsed.commands) {
        const outcome = executeCommand(command, context);
        if (outcome.kind === 'change') {
          context = { ...context, plan: outcome.change.plan };
          if (r === 0) changed += 1;
        } else if (r === 0 && outcome.kind === 'reply' && /left the plan as it is/.test(outcome.text)) {
          refused += 1;
        }
      }
    }
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  byKind.set(kind, [...(byKind.get(kind) ?? []), percentile(times, 0.5)]);
}

const all = [...byKind.values()].flat().sort((a, b) => a - b);
const ms = (x: number) => x.toFixed(1).padStart(7);
console.log(
  `${corpus.length} phrasings, median of ${runs} runs each; ${changed} changes made, ${refused} refused`,
);
console.log('kind            n   median    p95      max  (ms per message)');
for (const [kind, list] of [...byKind.entries()].sort()) {
  const sorted = [...list].sort((a, b) => a - b);
  console.log(
    `${kind.padEnd(14)} ${String(sorted.length).padStart(3)} ${ms(percentile(sorted, 0.5))} ${ms(percentile(sorted, 0.95))} ${ms(sorted[sorted.length - 1] ?? NaN)}`,
  );
}
console.log(
  `${'all'.padEnd(14)} ${String(all.length).padStart(3)} ${ms(percentile(all, 0.5))} ${ms(percentile(all, 0.95))} ${ms(all[all.length - 1] ?? NaN)}`,
);
