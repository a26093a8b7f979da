import type { Project } from '@plotplan/contract';

/** Project 7 with an empty history; tests add what they need. */
export const project = (changes: Partial<Project> = {}): Project => ({
  id: 7,
  name: 'Dacha',
  description: '',
  plot: null,
  selection: [],
  actual_plan: { objects: [] },
  plan_version: 3,
  violations: [],
  violation_count: 0,
  metrics: null,
  unit_prices: null,
  history: [],
  version: 5,
  created_at: '2025-03-01T09:00:00.000Z',
  updated_at: '2025-03-03T10:00:00.000Z',
  ...changes,
});
