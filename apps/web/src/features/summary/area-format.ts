import type { UnitSystem } from '@plotplan/domain';
import { formatNumber, getLocale } from '../../lib/i18n';
import { formatAreaIn } from '../../lib/units';

// The summary's number formats; the shares themselves come from the domain (areaShares).
/** An area in the plot's unit system: "600.0 m²", or "6,458 sq ft (0.15 acres)" on an imperial plot. */
export const formatArea = (m2: number, units: UnitSystem = 'metric') => formatAreaIn(units, getLocale(), m2);
export const formatPercent = (percent: number) =>
  `${formatNumber(getLocale(), percent, { decimals: 1, fixed: true, grouping: false })} %`;
