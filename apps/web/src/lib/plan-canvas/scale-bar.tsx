import { PLAN_INKS, TEXT_HALO } from '@plotplan/contract/drawing';
import type { Locale } from '@plotplan/contract/locale';
import { METRES_PER_FOOT, type UnitSystem } from '@plotplan/domain';
import { formatNumber, translate, useLocale, useT } from '../i18n';
import type { Viewport } from './viewport';

/** The bar is at most this long on screen: short enough for a 360 px phone beside the zoom buttons. */
export const SCALE_BAR_MAX_PX = 120;

/** The longest round length (1, 2 or 5 x 10^k metres) whose bar fits in `maxPx` at `scale` px/m. */
export function scaleBarLength(scale: number, maxPx = SCALE_BAR_MAX_PX): number {
  const raw = maxPx / scale;
  const power = 10 ** Math.floor(Math.log10(raw));
  for (const m of [5, 2, 1]) if (m * power <= raw * (1 + 1e-9)) return m * power;
  return power;
}

/** "5 m", "0.5 m", "200 m" ("0,5 м" in Russian): a length as a label, without float noise. */
export const metreText = (metres: number, locale: Locale = 'en'): string =>
  translate(locale, 'unit.m', {
    value: formatNumber(locale, Number(metres.toFixed(2)) + 0, { decimals: 2, grouping: false }),
  });

/** "10'", "50'": a whole number of feet as a scale bar's label. */
export const feetText = (feet: number, locale: Locale = 'en'): string =>
  `${formatNumber(locale, feet, { decimals: 2, grouping: false })}'`;

/**
 * The bar's length in metres and its label: round metres, or in imperial round feet (1, 2 or 5 x
 * 10^k ft), so a US plot's bar reads "20'".
 */
export function scaleBarSpan(
  scale: number,
  units: UnitSystem,
  locale: Locale = 'en',
): { readonly metres: number; readonly label: string } {
  if (units === 'metric') {
    const metres = scaleBarLength(scale);
    return { metres, label: metreText(metres, locale) };
  }
  const feet = scaleBarLength(scale * METRES_PER_FOOT);
  return { metres: feet * METRES_PER_FOOT, label: feetText(feet, locale) };
}

const HALO = TEXT_HALO;

/**
 * A scale bar in the canvas's bottom-left corner, following the zoom: a round length in four
 * alternating black and white parts (legible in grey print), "0" at its start and the length at its end.
 */
export function ScaleBar({
  view,
  height,
  units = 'metric',
}: {
  view: Viewport;
  height: number;
  /** The plot's unit system: a bar in round feet for an imperial plot. */
  units?: UnitSystem;
}) {
  const t = useT();
  const locale = useLocale();
  const span = scaleBarSpan(view.scale, units, locale);
  const length = span.metres;
  const px = length * view.scale;
  const x = 14;
  const y = height - 16;
  const part = px / 4;
  return (
    <g className="scale-bar" role="img" aria-label={t('canvas.scaleBar')} data-length-m={length}>
      <title>{t('canvas.scaleBarTitle', { length: span.label })}</title>
      <rect
        x={x - 8}
        y={y - 22}
        width={px + 50}
        height={32}
        rx={4}
        fill={PLAN_INKS.white}
        fillOpacity={0.85}
      />
      {[0, 1, 2, 3].map((i) => (
        <rect
          key={i}
          x={x + i * part}
          y={y}
          width={part}
          height={5}
          fill={i % 2 === 0 ? PLAN_INKS.screen : PLAN_INKS.white}
          stroke={PLAN_INKS.screen}
          strokeWidth={1}
        />
      ))}
      <text x={x} y={y - 5} fontSize={11} textAnchor="middle" fill={PLAN_INKS.screen} {...HALO}>
        0
      </text>
      <text
        x={x + px}
        y={y - 5}
        fontSize={11}
        fontWeight={600}
        textAnchor="middle"
        fill={PLAN_INKS.screen}
        className="scale-bar__label"
        {...HALO}
      >
        {span.label}
      </text>
    </g>
  );
}
