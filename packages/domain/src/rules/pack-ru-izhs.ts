import { MEASURED_FROM_STEM, ruPackRules } from './ru-rules.js';
import type { RulePack } from './types.js';

const SP30 = 'SP 30-102-99';
const SNIP = 'SNiP 30-02-97*';
const SP53_CARRIED =
  'Not in the SP 30-102-99 text at hand; the SP 53.13330.2019 value is carried over as a warning.';
// SNiP 30-02-97* is the garden-plot code; the housing codes at hand give no figure for these pairs.
const BY_ANALOGY =
  'Applied by analogy with the garden-plot codes (SNiP 30-02-97*, SP 53.13330.2019: the same value).';
const RED_LINES = `${SP30} (red lines, quoted at studfile.net)`;

/** Individual housing plots (IZhS): SP 30-102-99 / SP 42.13330 with SNiP and SanPiN distances. */
export const ruIzhsPack: RulePack = {
  id: 'ru-izhs',
  name: 'Russia: individual housing (IZhS)',
  description: 'SP 30-102-99 and SP 42.13330 for individual houses, with SanPiN and SNiP distances.',
  rules: ruPackRules(
    {
      'house-neighbor-boundary': { source: `${SP30} 5.3.4`, value_m: 3 },
      'outbuilding-neighbor-boundary': { source: `${SP30} 5.3.4`, value_m: 1 },
      'livestock-neighbor-boundary': { source: `${SP30} 5.3.4`, value_m: 4 },
      'sanitary-boundary': {
        source: 'SP 53.13330.2019 6.3',
        severity: 'warning',
        value_m: 2,
        note: SP53_CARRIED,
      },
      'tall-tree-boundary': {
        source: `${SP30} 5.3.4`,
        value_m: 4,
        note: 'Measured from the trunk. SP 53.13330.2019 gives 3 m for garden plots; housing plots keep the 4 m of SP 30-102-99.',
      },
      'medium-tree-boundary': { source: `${SP30} 5.3.4`, value_m: 2, note: MEASURED_FROM_STEM },
      'shrub-boundary': { source: `${SP30} 5.3.4`, value_m: 1, note: MEASURED_FROM_STEM },
      'house-street': {
        source: RED_LINES,
        value_m: 5,
        note: 'SP 42.13330 may allow houses on the red line in manor zones (unverified): override it there.',
      },
      'house-driveway': { source: RED_LINES, value_m: 3 },
      'outbuilding-red-line': { source: RED_LINES, value_m: 5 },
      'forest-edge': {
        source: 'SP 53.13330.2019 (built area to forest, quoted at poj.ru)',
        severity: 'warning',
        value_m: 15,
        note: 'The 30 m sometimes quoted for housing plots is unverified; the verified 15 m is used as a warning.',
      },
      'house-sauna': { source: `${SNIP} 6.8*`, value_m: 8, note: BY_ANALOGY },
      'house-toilet': {
        source: `${SNIP} 6.8*`,
        value_m: 12,
        note: 'Applied by analogy with the garden-plot SNiP, whose 12 m is stricter than the 8 m SP 53.13330.2019 set for garden plots only.',
      },
      'house-livestock': {
        source: `${SNIP} 6.8*`,
        value_m: 12,
        note: 'Applied by analogy with the garden-plot SNiP (one source); 15 m for 50 or more birds is unverified.',
      },
      'well-toilet-compost': {
        source: `${SNIP} 6.8*`,
        value_m: 8,
        note: `${BY_ANALOGY} A septic tank is held to the same distance as a cesspit.`,
      },
      'well-sanitary-zone': {
        source: 'SanPiN 2.1.3684-21 (formerly 2.1.4.1175-02)',
        severity: 'warning',
        value_m: 50,
        note: 'Conflicts with the 8 m of SNiP: under 8 m is an error, under 50 m a warning.',
      },
      'toilet-neighbor-house': {
        source: 'SP 53.13330.2019 (quoted at vremya31.ru)',
        severity: 'warning',
        value_m: 12,
        note: SP53_CARRIED,
      },
      'sauna-neighbor-house': { source: `${SNIP} 6.8*`, value_m: 8 },
    },
    {
      source: `${SNIP} table 2`,
      note: 'SP 4.13130.2013 table 1 now governs housing plots; its figures are unverified, so the SNiP table is used.',
    },
  ),
};
