import { softGoalSchema, type SoftGoalName } from '@plotplan/contract';

/** The generator's soft goals in display order (the design goals first), each with plain-English wording. */
export const goalOrder: readonly SoftGoalName[] = softGoalSchema.options;

export const goalLabels: Readonly<Record<SoftGoalName, string>> = {
  zones: 'Each thing in its zone',
  access: 'Easy way in and to every building',
  sun: 'Sun for the beds',
  garden: 'Compact kitchen garden',
  shade: 'Trees shading no beds',
  privacy: 'Living areas private from the street',
  entrance: 'House near the entrance',
  sanitary: 'Toilet and compost away from living areas',
  recreation: 'Leisure in sight of the house',
  free_area: 'Large open space left',
  alignment: 'Aligned with the plot',
};

/** One line each: what the goal rewards, for a tooltip or a hint. */
export const goalExplanations: Readonly<Record<SoftGoalName, string>> = {
  zones:
    'House and parking by the entrance, leisure by the house, beds on the sunny side, toilet and woodshed at the back, trees to the north.',
  access:
    'The gate opens onto a clear way and every building is a short walk from the house or the entrance.',
  sun: 'Beds, greenhouse and fruit on the south side, out of the shadow of taller things.',
  garden: 'Beds, greenhouse, berry rows and compost in one tight block, rows running north-south.',
  shade: 'No tree casts its noon shadow on a bed or the greenhouse.',
  privacy: 'Terrace, gazebo and playground at least 8 m from the street fence.',
  entrance: 'The house stands close to where people come in.',
  sanitary: 'Toilet, septic tank and compost kept away from the house and leisure areas.',
  recreation: 'Gazebo, terrace and playground within about 12 m of the house.',
  free_area: 'The open ground left is in a few large pieces rather than slivers.',
  alignment: 'Buildings and beds are square to the plot.',
};

/** Short names for the bar charts. */
export const goalShortLabels: Readonly<Record<SoftGoalName, string>> = {
  zones: 'Zones',
  access: 'Access',
  sun: 'Sun',
  garden: 'Compactness',
  shade: 'Shade',
  privacy: 'Privacy',
  entrance: 'Entrance',
  sanitary: 'Sanitary',
  recreation: 'Recreation',
  free_area: 'Free area',
  alignment: 'Alignment',
};

export type Weights = Readonly<Record<SoftGoalName, number>>;

export const defaultWeights: Weights = {
  zones: 1,
  access: 1,
  sun: 1,
  garden: 1,
  shade: 1,
  privacy: 1,
  entrance: 1,
  sanitary: 1,
  recreation: 1,
  free_area: 1,
  alignment: 1,
};
