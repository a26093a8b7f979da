import { catalogObjects, packForPlot, type Plot } from '@plotplan/domain';
import { assert, describe, expect, it } from 'vitest';
import { executeCommand } from './execute/command.js';
import type { AssistantContext, CommandOutcome } from './outcome.js';
import { parseRequest } from './parse/request.js';
import { russianOutcomeText } from './russian/replies-ru.js';
import { fixtureContext, fixturePlot, planWithError } from './test-fixtures.js';

// Issue 27: on an imperial plot (the us-typical pack's default, or units chosen) the assistant says
// every length, size and area in feet and inches, square feet and acres, as the rest of the app
// does; a metric plot's answers stay as they were.
const imperialPlot: Plot = { ...fixturePlot(), units: 'imperial' };
const imperial = fixtureContext({ plot: imperialPlot, pack: packForPlot(imperialPlot) });

/** A metre figure: "3.0 m", "12 m", "94 m²". */
const METRIC = /\d\s?(m|m²|м|м²)(?![a-zа-я])/i;
const FEET = /\d+' \d+"/;

function run(
  text: string,
  context: AssistantContext = imperial,
): { outcome: CommandOutcome; russian: string } {
  const parsed = parseRequest(text, catalogObjects);
  if (parsed.kind !== 'commands') throw new Error(`not understood: ${text}`);
  const [command] = parsed.commands;
  assert(command !== undefined);
  const outcome = executeCommand(command, context);
  return { outcome, russian: russianOutcomeText(command, outcome, context) };
}

describe('the assistant on an imperial plot', () => {
  it('gives the plot size in square feet, acres, feet and inches', () => {
    const { outcome, russian } = run('how big is my plot?');
    // 30 x 40 m: 12,917 sq ft, 0.30 acres; 98' 5" by 131' 3"; perimeter 140 m = 459' 4".
    expect(outcome.text).toContain('Your plot is 12,917 sq ft (0.30 acres), with a perimeter of 459\' 4".');
    expect(outcome.text).toContain(`It spans 98' 5" by 131' 3" on the plan.`);
    expect(outcome.text).toMatch(/Buildings cover [\d,]+ sq ft/);
    expect(outcome.text).not.toMatch(METRIC);
    expect(russian).toBe('Площадь участка 12\u00a0917 кв. фт (0,30 акра).');
  });

  it('says a move and its distance in feet, whether asked in metres or in feet', () => {
    for (const [request, shift] of [
      ['move the shed 3 m north', `9' 10" north`],
      ['move the shed 10 ft north', `10' 0" north`],
    ] as const) {
      const { outcome, russian } = run(request);
      expect(outcome.kind).toBe('change');
      expect(outcome.text).toContain(`Moved the garden shed ${shift}`);
      expect(outcome.text).toMatch(new RegExp(`It moved ${FEET.source}\\.`));
      expect(outcome.text).not.toMatch(METRIC);
      expect(russian).toContain(`на ${shift.replace(' north', '')} (север)`);
      expect(russian).not.toMatch(METRIC);
    }
  });

  it("gives sizes and the catalog's size range in feet and inches when resizing", () => {
    // 3 x 6 m asked; the catalog's greenhouse is 2.5-3.5 x 3-5 m, so 3 x 5 m = 9' 10" x 16' 5".
    const { outcome } = run('make the greenhouse 3 by 6 m');
    expect(outcome.kind).toBe('change');
    expect(outcome.text).toBe(
      `Resized the greenhouse to 9' 10" x 16' 5" (was 9' 10" x 13' 1"). ` +
        `The catalog's greenhouse is 8' 2"-11' 6" x 9' 10"-16' 5". I kept within that.`,
    );
  });

  it('lays paths and gives their widths and length in feet', () => {
    const { outcome } = run('lay the paths');
    expect(outcome.kind).toBe('change');
    // The main path is 1.2 m (3' 11"), the garden paths 0.8 m (2' 7").
    expect(outcome.text).toMatch(
      /^Laid paths: a 3' 11" main path .* and 2' 7" garden paths .*, \d+ ft in all/,
    );
    expect(outcome.text).not.toMatch(METRIC);
  });

  it('says how much more room a broken rule needs in feet and inches', () => {
    const context = { ...imperial, plan: planWithError };
    const { outcome } = run('why is the compost marked?', context);
    expect(outcome.text).toMatch(new RegExp(`It needs ${FEET.source} more\\.`));
    expect(outcome.text).not.toMatch(/It needs [\d.]+ m more/);
  });

  it('keeps the metric answers of a metric plot as they were', () => {
    const metric = fixtureContext();
    expect(run('how big is my plot?', metric).outcome.text).toContain('1200 m² (12 ares, 0.12 ha)');
    expect(run('move the shed 3 m north', metric).outcome.text).toContain(
      'Moved the garden shed 3.0 m north',
    );
    expect(run('lay the paths', metric).outcome.text).toMatch(/^Laid paths: a 1\.2 m main path/);
  });
});
