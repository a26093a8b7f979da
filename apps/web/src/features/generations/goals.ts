import { softGoalSchema, type SoftGoalName } from '@plotplan/contract';

/** The generator's soft goals in display order, each with plain-English wording. */
export const goalOrder: readonly SoftGoalName[] = softGoalSchema.options;

export const goalLabels: Readonly<Record<SoftGoalName, string>> = {
  sun: 'Sun where plants need it',
  entrance: 'House near the entrance',
  sanitary: 'Toilet and compost away from living areas',
  garden: 'Garden objects grouped',
  recreation: 'Leisure in sight of the house',
  free_area: 'Large open space left',
  alignment: 'Aligned with the plot',
};

/** Short names for the bar charts. */
export const goalShortLabels: Readonly<Record<SoftGoalName, string>> = {
  sun: 'Sun',
  entrance: 'Entrance',
  sanitary: 'Sanitary',
  garden: 'Garden',
  recreation: 'Recreation',
  free_area: 'Free area',
  alignment: 'Alignment',
};

export type Weights = Readonly<Record<SoftGoalName, number>>;

export const defaultWeights: Weights = {
  sun: 1,
  entrance: 1,
  sanitary: 1,
  garden: 1,
  recreation: 1,
  free_area: 1,
  alignment: 1,
};
