import type { generations } from '../../db/schema.js';

/** A generation as the table holds it: the job queue and the generation store both speak it. */
export type GenerationRow = typeof generations.$inferSelect;
export type NewGenerationRow = typeof generations.$inferInsert;
