import { PLAN_ELEMENTS, PLAN_INKS } from '@plotplan/contract/drawing';
import { useT } from '../i18n';

/**
 * A north arrow centred at (x, y) on screen. `northDeg` is the plot's north_deg: the clockwise angle
 * from the plan's up (the screen's up) to true north, so the needle is turned by it.
 */
export function NorthArrow({
  northDeg,
  size = 44,
  x = size / 2 + 10,
  y = size / 2 + 10,
}: {
  northDeg: number;
  size?: number;
  x?: number;
  y?: number;
}) {
  const t = useT();
  return (
    <g
      className="north-arrow"
      transform={`translate(${x} ${y}) rotate(${northDeg})`}
      role="img"
      aria-label={t('canvas.northArrow')}
      data-north-deg={northDeg}
    >
      <title>{t('canvas.northTitle', { degrees: Math.round(northDeg) })}</title>
      <circle r={size / 2} className="north-arrow__ring" />
      {/* Half the needle dark, half white with an outline: it reads in grey print as well. */}
      <path
        d={`M0 ${-size / 2 + 4} L${size / 6} ${size / 6} L0 ${size / 12}Z`}
        className="north-arrow__needle"
      />
      <path
        d={`M0 ${-size / 2 + 4} L${-size / 6} ${size / 6} L0 ${size / 12}Z`}
        fill={PLAN_INKS.white}
        stroke={PLAN_ELEMENTS.north}
        strokeWidth={1}
      />
      <text
        y={-size / 2 - 4}
        className="north-arrow__label"
        transform={`rotate(${-northDeg} 0 ${-size / 2 - 8})`}
      >
        {t('canvas.northLetter')}
      </text>
    </g>
  );
}
