import { packRule } from './rule-builders.js';
import {
  crownOverhangRules,
  HOUSE_SEPTIC,
  NEIGHBOR_EDGES,
  plotRules,
  RED_LINE_EDGES,
} from './shared-rules.js';
import type { RulePack } from './types.js';

/** Feet to metres, exactly. */
const ft = (feet: number): number => Math.round(feet * 0.3048 * 1e4) / 1e4;

/**
 * A typical US single-family zone and septic code. Local zoning always governs: the values are
 * the common figures of typical county codes (cited per rule), to be overridden per project.
 */
export const usTypicalPack: RulePack = {
  id: 'us-typical',
  name: 'United States: typical single-family lot',
  description: 'Typical R-1 zoning setbacks (20 / 5 / 20 ft) and county septic separation distances.',
  rules: [
    ...plotRules,
    {
      id: 'house-front-setback',
      kind: 'edge_setback',
      title: 'House to the front lot line',
      source: 'Alameda County Code 17.08.070 (front yard 20 ft)',
      severity: 'error',
      value_m: ft(20),
      applies_to: { any: ['dwelling'] },
      edge_kinds: RED_LINE_EDGES,
      note: 'US codes range from 20 to 30 ft; the common minimum of 20 ft is used.',
    },
    {
      id: 'house-side-setback',
      kind: 'edge_setback',
      title: 'House to a side lot line',
      source: 'Alameda County Code 17.08.070 (side yard 5 ft)',
      severity: 'error',
      value_m: ft(5),
      applies_to: { any: ['dwelling'] },
      edge_kinds: NEIGHBOR_EDGES,
      edge_role: 'side',
      note: 'US codes range from 5 to 10 ft (Belleview FL 8 ft); 5 ft is used.',
    },
    {
      id: 'house-rear-setback',
      kind: 'edge_setback',
      title: 'House to the rear lot line',
      source: 'Alameda County Code 17.08.070 (rear yard 20 ft)',
      severity: 'error',
      value_m: ft(20),
      applies_to: { any: ['dwelling'] },
      edge_kinds: NEIGHBOR_EDGES,
      edge_role: 'rear',
      note: 'The rear lot line is a neighbour side facing away from the street.',
    },
    {
      id: 'pool-setback',
      kind: 'edge_setback',
      title: 'Pool to a side or rear lot line',
      source: 'Loomis CA; Hamilton NJ pool ordinances (5-7 ft)',
      severity: 'error',
      value_m: ft(5),
      applies_to: { any: ['pool'] },
      edge_kinds: NEIGHBOR_EDGES,
      note: 'The lower figure of the 5-7 ft range; pools are also meant for the rear yard only (not checked).',
    },
    {
      id: 'septic-boundary',
      kind: 'edge_setback',
      title: 'Septic tank to a lot line',
      source: 'Washtenaw County (Michigan) Environmental Health; Rock River WY (5-10 ft)',
      severity: 'error',
      value_m: ft(10),
      applies_to: { any: ['septic'] },
      edge_kinds: [...NEIGHBOR_EDGES, ...RED_LINE_EDGES],
      note: 'The stricter end of the 5-10 ft range, so a plan that passes here passes both codes.',
    },
    {
      id: 'well-septic',
      kind: 'pair_distance',
      title: 'Well to a septic tank',
      source: 'Washtenaw County (Michigan) Environmental Health: 50 ft',
      severity: 'error',
      value_m: ft(50),
      applies_to: { any: ['well'] },
      to: { any: ['septic'] },
      note: 'El Dorado County CA requires 100 ft; override it there. Drain fields (100 ft) are not modelled.',
    },
    {
      id: 'well-toilet',
      kind: 'pair_distance',
      title: 'Well to an outdoor toilet (privy)',
      source: 'Washtenaw County (Michigan) Environmental Health: 50 ft',
      severity: 'error',
      value_m: ft(50),
      applies_to: { any: ['well'] },
      to: { any: ['toilet'] },
      note: 'No separate figure for privies at hand; held to the septic-tank distance.',
    },
    packRule(HOUSE_SEPTIC, {
      source: 'Washtenaw County (Michigan) Environmental Health: 5 ft',
      value_m: ft(5),
    }),
    ...crownOverhangRules,
  ],
};
