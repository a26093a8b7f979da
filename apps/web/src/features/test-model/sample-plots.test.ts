import { plotProblems } from '@plotplan/domain';
import { describe, expect, it } from 'vitest';
import { selectionPresets } from '../selection';
import { benchInput, parseSource } from './bench-source';
import { samplePlots, sampleSelection } from './sample-plots';

describe('sample plots', () => {
  it.each(samplePlots.map((s) => [s.id, s] as const))(
    '%s is a valid plot with a selection',
    (_id, sample) => {
      expect(plotProblems(sample.plot)).toEqual([]);
      expect(sampleSelection(sample, selectionPresets).length).toBeGreaterThan(0);
    },
  );

  it('has distinct ids and covers both Russian rule packs', () => {
    expect(new Set(samplePlots.map((s) => s.id)).size).toBe(samplePlots.length);
    expect(new Set(samplePlots.map((s) => s.plot.rule_pack))).toEqual(new Set(['ru-snt', 'ru-izhs']));
  });
});

describe('bench source', () => {
  it('parses select values', () => {
    expect(parseSource('sample:garden-20x30')).toEqual({ kind: 'sample', id: 'garden-20x30' });
    expect(parseSource('project:12')).toEqual({ kind: 'project', id: 12 });
    expect(parseSource('project:x')).toBeUndefined();
    expect(parseSource('sample:nope')).toBeUndefined();
  });

  it('uses a preset instead of the own selection when chosen', () => {
    const own = benchInput({ kind: 'sample', id: 'corner-25x40' }, 'own');
    expect(own.selection).toEqual(selectionPresets.find((p) => p.id === 'family')?.items);
    const preset = benchInput({ kind: 'sample', id: 'corner-25x40' }, 'garden');
    expect(preset.selection).toEqual(selectionPresets.find((p) => p.id === 'garden')?.items);
    expect(benchInput({ kind: 'project', id: 3 }, 'own')).toEqual({
      plot: null,
      selection: [],
      projectId: 3,
    });
  });
});
