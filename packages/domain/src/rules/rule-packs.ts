import type { RulePackId } from '../model/plot.js';
import { ruIzhsPack } from './pack-ru-izhs.js';
import { ruSntPack } from './pack-ru-snt.js';
import { usTypicalPack } from './pack-us-typical.js';
import type { RulePack } from './types.js';

/** The built-in rule packs; `ru-snt` is the default. */
export const rulePacks: Readonly<Record<RulePackId, RulePack>> = {
  'ru-snt': ruSntPack,
  'ru-izhs': ruIzhsPack,
  'us-typical': usTypicalPack,
};

export const DEFAULT_RULE_PACK: RulePackId = 'ru-snt';
