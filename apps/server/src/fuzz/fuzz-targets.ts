import { placed, rectPlot } from '../test-support/project-fixtures.js';
import { fuzzSelection, type FuzzWorld, type Owned } from './fuzz-world.js';
import type { Json } from './fuzz-values.js';

/** What a path id names. */
export type IdKind = 'project' | 'generation' | 'chat';

/** How to fuzz one route: the kind of its path id and valid bodies to mutate. */
export interface FuzzTarget {
  readonly id?: IdKind;
  /** Valid bodies (each checked against the route's schema before fuzzing). */
  readonly bodies?: (world: FuzzWorld) => readonly Json[];
}

const plan = (): Json => ({
  objects: [
    placed('h1', 'house_small', 10, 15),
    { ...placed('c1', 'compost_bin', 3, 27, { width: 1, depth: 1 }), rotation_deg: 45, label: 'Compost' },
  ],
  paths: [
    {
      id: 'p1',
      points: [
        [10, 0],
        [10, 12],
      ],
      width_m: 1.2,
    },
  ],
});

const richPlot = (): Json => ({
  ...rectPlot(),
  north_deg: 15,
  edges: [
    { kind: 'street' },
    { kind: 'neighbor', building: { offset_m: 3, height_m: 6, material: 'wood' }, fence_height_m: 1.5 },
    { kind: 'neighbor' },
    { kind: 'neighbor' },
  ],
  entrance: { edge: 0, t: 0.5, width_m: 3 },
  protected_areas: [
    { id: 'a1', kind: 'existing_tree', shape: { type: 'circle', center: [4, 20], radius: 2 }, label: 'Oak' },
    {
      id: 'a2',
      kind: 'utility_easement',
      shape: {
        type: 'polygon',
        points: [
          [15, 25],
          [18, 25],
          [18, 28],
        ],
      },
    },
  ],
  location: { lat: 55.7, lon: 37.6 },
  rule_pack: 'ru-snt',
  rule_overrides: { 'protected-area': 2 },
});

const project = (world: FuzzWorld): Json[] => [
  { name: 'Fuzzed', description: 'd', plot: richPlot(), selection: fuzzSelection() },
  { name: 'Fuzzed', plot: null, selection: [] },
  {
    name: 'Fuzzed',
    description: '',
    plot: rectPlot(),
    selection: fuzzSelection(),
    version: world.own.project,
  },
];

const ownProject = (world: FuzzWorld): Owned['project'] => world.own.project;

/**
 * Every route of the contract the fuzzer knows how to call, by `METHOD path`. A route missing here
 * fails the suite (so a new endpoint is fuzzed from the day it is added).
 */
export const fuzzTargets: Readonly<Record<string, FuzzTarget>> = {
  'GET /api/health/': {},
  'GET /api/health/ready/': {},
  'GET /api/map/': {},
  'POST /api/auth/register/': {
    bodies: (): Json[] => [{ email: 'fuzz-new@example.com', password: 'Correct-Horse-Battery-9' }],
  },
  'POST /api/auth/verify/': { bodies: (): Json[] => [{ token: 'a'.repeat(43) }] },
  'POST /api/auth/verify/resend/': {
    bodies: (w): Json[] => [{ email: w.email }, { email: 'nobody@example.com' }],
  },
  'POST /api/auth/password/reset/': { bodies: (w): Json[] => [{ email: w.email }] },
  'POST /api/auth/password/reset/confirm/': {
    bodies: (): Json[] => [{ token: 'a'.repeat(43), password: 'Another-Horse-Battery-7' }],
  },
  'GET /api/auth/me/': {},
  'PATCH /api/auth/me/': { bodies: (): Json[] => [{ locale: 'ru' }, { locale: null }] },
  'POST /api/token/': { bodies: (w): Json[] => [{ email: w.email, password: w.password }] },
  'POST /api/token/refresh/': { bodies: (w): Json[] => [{ refresh: w.refresh }] },
  'POST /api/token/blacklist/': { bodies: (w): Json[] => [{ refresh: w.refresh }] },
  'GET /api/object_types/': {},
  'GET /api/landscape_objects/': {},
  'POST /api/plot_import/': {
    bodies: (): Json[] => [
      { format: 'csv', content: '0;0\n20;0\n20;30\n0;30\n', axis_order: 'xy' },
      { format: 'geojson', content: '{"type":"Polygon","coordinates":[]}' },
    ],
  },
  'GET /api/projects/': {},
  'POST /api/projects/': { bodies: project },
  'GET /api/projects/:id/': { id: 'project' },
  'PUT /api/projects/:id/': { id: 'project', bodies: project },
  'PATCH /api/projects/:id/': {
    id: 'project',
    bodies: (w): Json[] => [
      { name: 'Renamed' },
      { plot: richPlot() },
      { selection: [{ landscape_object: 'well', count: 2 }, ...fuzzSelection()] },
      { description: 'x', version: w.own.project },
    ],
  },
  'DELETE /api/projects/:id/': { id: 'project' },
  'POST /api/projects/:id/edit_actual_plan/': {
    id: 'project',
    bodies: (w): Json[] => [
      { plan: plan(), summary: 'Fuzz', source: 'edit' },
      { plan: { objects: [] } },
      { generation: w.own.generation },
    ],
  },
  'POST /api/projects/:id/set_previous_plan/': { id: 'project', bodies: (): Json[] => [{ version: 1 }, {}] },
  'GET /api/projects/:id/violations/': { id: 'project' },
  'POST /api/generate_plan/': {
    bodies: (w): Json[] => [
      { project: w.own.bareProject, variants: 2, seed: 3, weights: { sun: 0.5 }, keep_locked: false },
      { project: ownProject(w), variants: 1, seed: 7 },
    ],
  },
  'GET /api/generations/': {},
  'GET /api/generations/:id/': { id: 'generation' },
  'PATCH /api/generations/:id/': {
    id: 'generation',
    bodies: (): Json[] => [{ name: 'Best', is_favorite: true, rating: 5 }, { rating: null }],
  },
  'GET /api/chat/chats/': {},
  'POST /api/chat/chats/': { bodies: (w): Json[] => [{ title: 'Fuzz chat', project: w.own.project }, {}] },
  'GET /api/chat/chats/:chatId/': { id: 'chat' },
  'PATCH /api/chat/chats/:chatId/': { id: 'chat', bodies: (): Json[] => [{ title: 'Renamed chat' }] },
  'DELETE /api/chat/chats/:chatId/': { id: 'chat' },
  'GET /api/chat/chats/:chatId/messages/': { id: 'chat' },
  'POST /api/chat/:chatId/messages/create/': {
    id: 'chat',
    bodies: (): Json[] => [
      { content: 'move the compost bin 1 m left' },
      { content: 'what is wrong with my plan?' },
    ],
  },
  'POST /api/chat/chats/:chatId/messages': { id: 'chat', bodies: (): Json[] => [{ content: 'hello' }] },
  'GET /api/projects/:id/share_links/': { id: 'project' },
  'POST /api/projects/:id/share_links/': { id: 'project', bodies: () => [{}] },
  // Only the project id is fuzzed; the link id stays the literal `:linkId`, a 404.
  'DELETE /api/projects/:id/share_links/:linkId/': { id: 'project' },
  'GET /api/shared/:token/': {},
};
