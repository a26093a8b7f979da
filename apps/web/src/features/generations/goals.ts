import { softGoalSchema, type SoftGoalName } from '@plotplan/contract';
import type { MessageKey } from '../../lib/i18n';

/** The generator's soft goals in display order (the design goals first), each with wording in the catalogue. */
export const goalOrder: readonly SoftGoalName[] = softGoalSchema.options;

export const goalLabels: Readonly<Record<SoftGoalName, MessageKey>> = {
  zones: 'goal.zones',
  access: 'goal.access',
  sun: 'goal.sun',
  garden: 'goal.garden',
  shade: 'goal.shade',
  privacy: 'goal.privacy',
  entrance: 'goal.entrance',
  sanitary: 'goal.sanitary',
  recreation: 'goal.recreation',
  free_area: 'goal.freeArea',
  alignment: 'goal.alignment',
};

/** One line each: what the goal rewards, for a tooltip or a hint. */
export const goalExplanations: Readonly<Record<SoftGoalName, MessageKey>> = {
  zones: 'goal.zonesHint',
  access: 'goal.accessHint',
  sun: 'goal.sunHint',
  garden: 'goal.gardenHint',
  shade: 'goal.shadeHint',
  privacy: 'goal.privacyHint',
  entrance: 'goal.entranceHint',
  sanitary: 'goal.sanitaryHint',
  recreation: 'goal.recreationHint',
  free_area: 'goal.freeAreaHint',
  alignment: 'goal.alignmentHint',
};

/** Short names for the bar charts. */
export const goalShortLabels: Readonly<Record<SoftGoalName, MessageKey>> = {
  zones: 'goal.zonesShort',
  access: 'goal.accessShort',
  sun: 'goal.sunShort',
  garden: 'goal.gardenShort',
  shade: 'goal.shadeShort',
  privacy: 'goal.privacyShort',
  entrance: 'goal.entranceShort',
  sanitary: 'goal.sanitaryShort',
  recreation: 'goal.recreationShort',
  free_area: 'goal.freeAreaShort',
  alignment: 'goal.alignmentShort',
};

export type Weights = Readonly<Record<SoftGoalName, number>>;

/** Every goal counts alike until the user says otherwise. */
export const defaultWeights: Weights = Object.fromEntries(goalOrder.map((goal) => [goal, 1])) as Record<
  SoftGoalName,
  number
>;
