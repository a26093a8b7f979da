import type { Generation } from '@plotplan/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { generations, type GenerationParams } from '../db/schema.js';
import { injectAs, type Headers } from './inject-as.js';
import { rectPlot } from './project-fixtures.js';

/** A garden plot's usual objects: a small house, a sauna, a toilet, a well and a garden. */
export const gardenSelection = () => [
  { landscape_object: 'house_small', count: 1 },
  { landscape_object: 'bathhouse', count: 1 },
  { landscape_object: 'outdoor_toilet', count: 1 },
  { landscape_object: 'well', count: 1 },
  { landscape_object: 'greenhouse_3x6', count: 1 },
  { landscape_object: 'vegetable_bed', count: 4 },
  { landscape_object: 'compost_bin', count: 1 },
  { landscape_object: 'fruit_tree_medium', count: 2 },
];

/**
 * What cannot fit: 2 houses, 2 bathhouses, a pool and 3 tall trees on an 8 x 10 m ru-snt plot
 * (issue 14).
 */
export const impossibleProject = (name = 'Too small') => ({
  name,
  plot: rectPlot({
    rule_pack: 'ru-snt',
    boundary: [
      [0, 0],
      [8, 0],
      [8, 10],
      [0, 10],
    ],
  }),
  selection: [
    { landscape_object: 'house_small', count: 2 },
    { landscape_object: 'bathhouse', count: 2 },
    { landscape_object: 'pool', count: 1 },
    { landscape_object: 'fruit_tree_tall', count: 3 },
  ],
});

/** The 20 x 30 m ru-snt plot (street on edge 0) with the garden selection. */
export const gardenProject = (name = 'Garden') => ({
  name,
  plot: rectPlot({ rule_pack: 'ru-snt' }),
  selection: gardenSelection(),
});

/**
 * A job that takes its whole time budget: about 120 objects on a 60 x 60 m ru-snt plot (the
 * generator's construction alone outlasts a budget of a few hundred milliseconds).
 */
export const heavyProject = (name = 'Orchard') => ({
  name,
  plot: rectPlot({
    rule_pack: 'ru-snt',
    boundary: [
      [0, 0],
      [60, 0],
      [60, 60],
      [0, 60],
    ],
  }),
  selection: [
    { landscape_object: 'house_small', count: 1 },
    { landscape_object: 'vegetable_bed', count: 50 },
    { landscape_object: 'berry_bush', count: 40 },
    { landscape_object: 'fruit_tree_medium', count: 30 },
  ],
});

/** Thin wrappers over inject for the generations API, as one signed-in user. */
export function generationsClient(app: FastifyInstance, headers: Headers) {
  const call = injectAs(app, headers);
  const client = {
    generate: (body: unknown) => call('POST', '/api/generate_plan/', body),
    list: (query = '') => call('GET', `/api/generations/${query}`),
    get: (id: number | string) => call('GET', `/api/generations/${id}/`),
    patch: (id: number | string, body: unknown) => call('PATCH', `/api/generations/${id}/`, body),
    /** Polls until every one of the ids has finished (bounded); returns them in the given order. */
    async finished(ids: readonly number[], timeoutMs = 20_000): Promise<Generation[]> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const all = await Promise.all(
          ids.map(async (id) => {
            const response = await client.get(id);
            if (response.statusCode !== 200)
              throw new Error(`GET ${id}: ${response.statusCode} ${response.body}`);
            return response.json<Generation>();
          }),
        );
        if (all.every((g) => g.status === 'succeeded' || g.status === 'failed')) return all;
        if (Date.now() > deadline) throw new Error(`generations still unfinished: ${JSON.stringify(all)}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
  return client;
}

export type GenerationsClient = ReturnType<typeof generationsClient>;

/** A generations row written straight to the database, as a previous process might have left it. */
export async function insertGenerationRow(
  db: Db,
  values: {
    projectId: number;
    ownerId: number;
    /** 'held': running under a live lease of another instance, so no runner here takes it. */
    status?: 'queued' | 'running' | 'held';
    params?: Partial<GenerationParams>;
    /** The request's batch (rows of one request share it); none: a row from before batches. */
    batch?: string;
    seed?: number;
  },
): Promise<number> {
  const params: GenerationParams = {
    variant_index: 0,
    weights: {},
    keep_locked: true,
    plot: rectPlot({ rule_pack: 'ru-snt', north_deg: 0, protected_areas: [] }) as GenerationParams['plot'],
    selection: [{ landscape_object: 'house_small', count: 1 }],
    locked: [],
    ...values.params,
  };
  const rows = await db
    .insert(generations)
    .values({
      projectId: values.projectId,
      ownerId: values.ownerId,
      status: values.status === 'held' ? 'running' : (values.status ?? 'queued'),
      ...(values.status === 'held'
        ? { claimedBy: 'another instance', leaseUntil: new Date(Date.now() + 3_600_000) }
        : {}),
      name: 'Left behind',
      seed: values.seed ?? 7,
      ...(values.batch === undefined ? {} : { batch: values.batch }),
      params,
    })
    .returning({ id: generations.id });
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('generation was not inserted');
  return id;
}
