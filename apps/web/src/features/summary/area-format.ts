// The summary's number formats; the shares themselves come from the domain (areaShares).
export const formatArea = (m2: number) =>
  `${m2.toLocaleString('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} m²`;
export const formatPercent = (percent: number) => `${percent.toFixed(1)} %`;
