import { describe, expect, it } from 'vitest';
import { parseProjectFile } from './parse-project-file';

const plot = {
  boundary: [
    [0, 0],
    [20, 0],
    [20, 30],
    [0, 30],
  ],
  north_deg: 15,
  edges: [{ kind: 'street' }, { kind: 'neighbor' }, { kind: 'neighbor' }, { kind: 'neighbor' }],
  rule_pack: 'ru-snt',
};
const plan = {
  objects: [
    {
      id: 'h',
      landscape_object: 'house_small',
      shape: 'rect',
      x: 10,
      y: 15,
      width: 6,
      depth: 6,
      rotation_deg: 0,
    },
  ],
};
const file = (project: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ format: 'plotplan-project', version: 1, project, ...extra });

describe('parseProjectFile', () => {
  it('reads a valid file, filling in the schemas’ defaults', () => {
    const result = parseProjectFile(
      file({
        name: ' Garden ',
        description: 'x',
        plot,
        selection: [{ landscape_object: 'house_small', count: 1 }],
        actual_plan: plan,
      }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.project.name).toBe('Garden');
    expect(result.project.plot?.north_deg).toBe(15);
    expect(result.project.plot?.protected_areas).toEqual([]);
    expect(result.project.actual_plan?.objects[0]).toMatchObject({ id: 'h', height_m: 0, locked: false });
    expect(result.project.selection).toHaveLength(1);
  });

  it('reads a project without a plot or plan', () => {
    const result = parseProjectFile(file({ name: 'Empty' }));
    expect(result).toEqual({
      ok: true,
      project: {
        name: 'Empty',
        description: '',
        plot: null,
        selection: [],
        actual_plan: null,
        unit_prices: null,
      },
    });
  });

  it('refuses something that is not JSON or not a project file', () => {
    expect(parseProjectFile('{oops')).toEqual({ ok: false, error: 'The file is not valid JSON.' });
    expect(parseProjectFile('[1, 2]')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/not a Plotplan project/),
    });
    const wrong = parseProjectFile(
      JSON.stringify({ format: 'something-else', version: 1, project: { name: 'x' } }),
    );
    expect(wrong).toMatchObject({
      ok: false,
      error: expect.stringMatching(/expected format "plotplan-project"/),
    });
    const future = parseProjectFile(file({ name: 'x' }, { version: 2 }));
    expect(future).toMatchObject({ ok: false, error: expect.stringMatching(/version 2 is not supported/) });
  });

  it('refuses a bad plot, saying where', () => {
    const tooFar = parseProjectFile(
      file({
        name: 'x',
        plot: {
          ...plot,
          boundary: [
            [0, 0],
            [20000, 0],
            [0, 10],
          ],
        },
      }),
    );
    expect(tooFar).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^project\.plot\.boundary\.1\.0: /),
    });
    const crossing = parseProjectFile(
      file({
        name: 'x',
        plot: {
          ...plot,
          boundary: [
            [0, 0],
            [20, 30],
            [20, 0],
            [0, 30],
          ],
        },
      }),
    );
    expect(crossing).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^project\.plot\.boundary: .*cross/),
    });
  });

  it('refuses a plan with a bad object and a plan without a plot', () => {
    const bad = parseProjectFile(
      file({ name: 'x', plot, actual_plan: { objects: [{ ...plan.objects[0], width: -1 }] } }),
    );
    expect(bad).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^project\.actual_plan\.objects\.0\.width: /),
    });
    expect(parseProjectFile(file({ name: 'x', actual_plan: plan }))).toMatchObject({ ok: false });
  });
});
