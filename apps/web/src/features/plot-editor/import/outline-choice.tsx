import type { DxfOutlineFact } from '@plotplan/domain';
import type { Locale } from '@plotplan/contract/locale';
import { formatArea, formatNumber, translate, useLocale, useT } from '../../../lib/i18n';

interface OutlineChoiceProps {
  readonly outlines: readonly DxfOutlineFact[];
  /** The outline in use (from 1). */
  readonly chosen: number;
  readonly onChoose: (index: number) => void;
}

/** What a DXF outline is, in one line: "2 · layer PLOT · 789.0 m² · 27 x 34 m". */
export function outlineLabel(locale: Locale, outline: DxfOutlineFact): string {
  const layer =
    outline.layer === ''
      ? translate(locale, 'import.noLayer')
      : translate(locale, 'import.layer', { name: outline.layer });
  const size = translate(locale, 'import.size', {
    width: formatNumber(locale, outline.width_m, { decimals: 2, grouping: false }),
    depth: formatNumber(locale, outline.height_m, { decimals: 2, grouping: false }),
  });
  const frame = outline.frame ? ` · ${translate(locale, 'import.frame')}` : '';
  return `${outline.index} · ${layer} · ${formatArea(locale, outline.area_m2, false)} · ${size}${frame}`;
}

/**
 * The closed outlines of a DXF drawing to choose the boundary from; the one Plotplan took is
 * chosen (a frame around everything never is, unless the user picks it).
 */
export function OutlineChoice({ outlines, chosen, onChoose }: OutlineChoiceProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <fieldset className="import-outlines">
      <legend>{t('import.outlines')}</legend>
      <div role="radiogroup" aria-label={t('import.outlineToImport')}>
        {outlines.map((outline) => (
          <label key={outline.index}>
            <input
              type="radio"
              name="import-outline"
              value={outline.index}
              checked={outline.index === chosen}
              onChange={() => onChoose(outline.index)}
            />
            {outlineLabel(locale, outline)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
