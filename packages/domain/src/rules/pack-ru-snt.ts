import { MEASURED_FROM_STEM, ruPackRules } from './ru-rules.js';
import type { RulePack } from './types.js';

const SP53 = 'SP 53.13330.2019';
const RED_LINES = `${SP53} (red lines, quoted at vsedlyastroiki.ru)`;

/** Garden plots (SNT), SP 53.13330.2019; older SNiP values where the 2019 text was not seen. */
export const ruSntPack: RulePack = {
  id: 'ru-snt',
  name: 'Russia: garden plot (SNT)',
  description: 'SP 53.13330.2019 for garden plots, with SanPiN water-source zones and SNiP fire distances.',
  rules: ruPackRules(
    {
      'house-neighbor-boundary': {
        source: `${SP53} 6.7`,
        value_m: 3,
        note: 'Measured from the wall or plinth; projections up to 0.5 m are ignored.',
      },
      'outbuilding-neighbor-boundary': {
        source: `${SP53} 6.7`,
        value_m: 1,
        note: 'The roof must drain onto the own plot.',
      },
      'livestock-neighbor-boundary': {
        source: 'SNiP 30-02-97* 6.7*',
        value_m: 4,
        note: 'Not seen in the SP 53.13330.2019 quotations; the SNiP value (also SP 30-102-99 5.3.4) is kept.',
      },
      'sanitary-boundary': {
        source: `${SP53} 6.3`,
        value_m: 2,
        note: 'Whether compost is included is unclear; it is not.',
      },
      'tall-tree-boundary': {
        source: `${SP53} 6.7`,
        value_m: 3,
        note: 'Measured from the trunk. SP 30-102-99 and SNiP 30-02-97 say 4 m; for garden plots the 2019 code (3 m) governs.',
      },
      'medium-tree-boundary': { source: `${SP53} 6.7`, value_m: 2, note: MEASURED_FROM_STEM },
      'shrub-boundary': { source: `${SP53} 6.7`, value_m: 1, note: MEASURED_FROM_STEM },
      'house-street': { source: RED_LINES, value_m: 5 },
      'house-driveway': { source: RED_LINES, value_m: 3 },
      'outbuilding-red-line': { source: `${SP53} (red lines; studfile.net)`, value_m: 5 },
      'forest-edge': {
        source: `${SP53} (built area to forest, quoted at poj.ru)`,
        severity: 'warning',
        value_m: 15,
        note: 'A settlement-level rule from one source; a warning, not an error.',
      },
      'house-sauna': { source: `${SP53} 6.8`, value_m: 8 },
      'house-toilet': {
        source: `${SP53} 6.8`,
        value_m: 8,
        note: 'SNiP 30-02-97* 6.8* said 12 m; the 2019 code says 8 m and governs garden plots.',
      },
      'house-livestock': {
        source: 'SNiP 30-02-97* 6.8*',
        value_m: 12,
        note: 'One source; 15 m for 50 or more birds is unverified and not applied.',
      },
      'well-toilet-compost': {
        source: `${SP53} 6.8`,
        value_m: 8,
        note: 'The code names toilets and compost; a septic tank is held to the same distance as a cesspit.',
      },
      'well-sanitary-zone': {
        source: 'SanPiN 2.1.3684-21 (formerly 2.1.4.1175-02)',
        severity: 'warning',
        value_m: 50,
        note: 'Conflicts with the 8 m of SP 53: under 8 m is an error, under 50 m a warning.',
      },
      'toilet-neighbor-house': {
        source: `${SP53} (quoted at vremya31.ru)`,
        value_m: 12,
        note: 'Applies where there is no sewerage.',
      },
      'sauna-neighbor-house': { source: `${SP53} 6.8`, value_m: 8 },
    },
    {
      source: 'SNiP 30-02-97* table 2',
      note: 'Between buildings on adjacent plots only; neighbours may agree to less in writing (override it).',
    },
  ),
};
