import { formatArea as formatAreaIn, formatNumber, getLocale } from '../../lib/i18n';

// The summary's number formats; the shares themselves come from the domain (areaShares).
export const formatArea = (m2: number) => formatAreaIn(getLocale(), m2);
export const formatPercent = (percent: number) =>
  `${formatNumber(getLocale(), percent, { decimals: 1, fixed: true, grouping: false })} %`;
