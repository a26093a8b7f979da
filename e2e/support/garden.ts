import type { APIRequestContext } from '@playwright/test';
import { createProjectWithPlan, type Tokens } from './accounts';

/** A 30 x 40 m plot, street along the bottom, neighbours on the other sides (ru-snt). */
export const gardenPlot = {
  boundary: [
    [0, 0],
    [30, 0],
    [30, 40],
    [0, 40],
  ],
  edges: [{ kind: 'street' }, { kind: 'neighbor' }, { kind: 'neighbor' }, { kind: 'neighbor' }],
  rule_pack: 'ru-snt',
};

const object = (
  id: string,
  code: string,
  x: number,
  y: number,
  width: number,
  depth: number,
  shape = 'rect',
) => ({
  id,
  landscape_object: code,
  shape,
  x,
  y,
  rotation_deg: 0,
  width,
  depth,
  height_m: 3,
  locked: false,
});

/** A house, a bed and a well on the garden plot, breaking no rule. */
export const gardenPlan = {
  objects: [
    object('house', 'house_small', 15, 20, 6, 6),
    object('bed', 'vegetable_bed', 5, 10, 1.2, 4),
    object('well', 'well', 25, 32, 1.2, 1.2, 'circle'),
  ],
};

/** A project on the garden plot whose current plan (version 1) is the garden plan. */
export async function gardenProject(request: APIRequestContext, tokens: Tokens, name: string) {
  return createProjectWithPlan(
    request,
    tokens,
    { name, plot: gardenPlot },
    { plan: gardenPlan, summary: 'Starting plan' },
  );
}

/** The project as the server has it, read with the user's token. */
export async function serverProject(request: APIRequestContext, tokens: Tokens, id: number) {
  const response = await request.get(`/api/projects/${id}/`, {
    headers: { authorization: `Bearer ${tokens.access}` },
  });
  if (response.status() !== 200) throw new Error(`project: ${response.status()} ${await response.text()}`);
  return (await response.json()) as {
    plan_version: number;
    actual_plan: {
      objects: { id: string; landscape_object: string; x: number; y: number }[];
      paths?: { id: string; width_m: number }[];
    };
    history: { version: number; source: string; summary: string }[];
  };
}
