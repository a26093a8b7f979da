import type { AxisOrder, ImportedBoundary } from '@plotplan/domain';
import { useLocale, useT } from '../../../lib/i18n';
import { areaText, axisOrderLabels } from './import-facts';
import { ImportShapePreview } from './import-shape-preview';

interface OtherReadingProps {
  readonly current: ImportedBoundary;
  readonly currentOrder: AxisOrder;
  readonly other: ImportedBoundary;
  readonly otherOrder: AxisOrder;
  readonly onUse: (order: AxisOrder) => void;
}

/**
 * A corner list whose coordinate order is only a guess, read both ways side by side: the two
 * readings are mirror images with the same area and sides, so only the shapes tell them apart.
 */
export function OtherReading({ current, currentOrder, other, otherOrder, onUse }: OtherReadingProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <section className="import-readings" aria-label={t('import.bothReadings')}>
      <p className="import-readings__warning" role="note">
        {t('import.guessWarning')}
      </p>
      <div className="import-readings__pair">
        <figure>
          <ImportShapePreview
            boundary={current.boundary}
            label={t('import.inUse', { order: t(axisOrderLabels[currentOrder]) })}
          />
          <figcaption>
            {t('import.inUseArea', {
              order: t(axisOrderLabels[currentOrder]),
              area: areaText(locale, current.area_m2),
            })}
          </figcaption>
        </figure>
        <figure>
          <ImportShapePreview
            boundary={other.boundary}
            label={t('import.otherReading', { order: t(axisOrderLabels[otherOrder]) })}
          />
          <figcaption>
            {t('import.otherReading', { order: t(axisOrderLabels[otherOrder]) })}
            <button type="button" className="button" onClick={() => onUse(otherOrder)}>
              {t('import.useReading')}
            </button>
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
