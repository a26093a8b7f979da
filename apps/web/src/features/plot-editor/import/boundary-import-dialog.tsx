import { axisOrders, type AxisOrder, type BoundaryImport } from '@plotplan/domain';
import { Dialog } from '../../../components/dialog';
import { SelectField } from '../../../components/form/select-field';
import { formatNumber, useLocale, useT } from '../../../lib/i18n';
import { areaText, axisOrderLabels, declaredAreaText, sideTexts, sourceLine } from './import-facts';
import { importText } from './import-text';
import { ImportShapePreview } from './import-shape-preview';
import { OtherReading } from './other-reading';
import { OutlineChoice } from './outline-choice';

interface BoundaryImportDialogProps {
  readonly open: boolean;
  readonly fileName: string;
  readonly result: BoundaryImport | undefined;
  /** Corner lists only: the axis order in use, changed by the user (the file is read again). */
  readonly axisOrder?: AxisOrder;
  /** Corner lists whose order was only guessed: the file read the other way, to compare. */
  readonly otherReading?: { readonly order: AxisOrder; readonly result: BoundaryImport };
  readonly onAxisOrder: (order: AxisOrder) => void;
  /** DXF with several closed outlines: another one chosen (the file is read again). */
  readonly onOutline: (index: number) => void;
  readonly onReplace: () => void;
  readonly onClose: () => void;
}

/** The preview of an imported boundary: its shape, area, sides and source, before it replaces the plot's. */
export function BoundaryImportDialog({
  open,
  fileName,
  result,
  axisOrder,
  otherReading,
  onAxisOrder,
  onOutline,
  onReplace,
  onClose,
}: BoundaryImportDialogProps) {
  const t = useT();
  const locale = useLocale();
  const ready = result?.ok === true ? result : undefined;
  const degrees = (value: number) =>
    formatNumber(locale, value, { decimals: 5, fixed: true, grouping: false });
  return (
    <Dialog open={open} title={t('import.title')} onClose={onClose}>
      <p className="import-preview__file">{fileName}</p>
      {axisOrder !== undefined && (
        <SelectField
          label={t('import.axisOrder')}
          value={axisOrder}
          options={axisOrders.map((order) => ({ value: order, label: t(axisOrderLabels[order]) }))}
          onValueChange={(value) => onAxisOrder(value as AxisOrder)}
        />
      )}
      {ready?.summary.outlines !== undefined && (
        <OutlineChoice
          outlines={ready.summary.outlines}
          chosen={ready.summary.polygon_index}
          onChoose={onOutline}
        />
      )}
      {result === undefined && <p aria-live="polite">{t('import.reading')}</p>}
      {result?.ok === false && (
        <div role="alert">
          <p>{t('import.cannotUse')}</p>
          <ul className="field__error" aria-label={t('import.problems')}>
            {result.errors.map((error) => (
              <li key={error}>{importText(locale, error)}</li>
            ))}
          </ul>
        </div>
      )}
      {ready !== undefined && (
        <div className="import-preview">
          <ImportShapePreview boundary={ready.boundary} />
          <dl className="plot-facts" aria-live="polite">
            <dt>{t('prep.area')}</dt>
            <dd data-testid="import-area">{areaText(locale, ready.area_m2)}</dd>
            <dt>{t('prep.sides')}</dt>
            <dd data-testid="import-sides">{sideTexts(locale, ready).join(', ')}</dd>
            <dt>{t('import.source')}</dt>
            <dd>{sourceLine(locale, ready)}</dd>
            {ready.summary.cadastral_number !== undefined && (
              <>
                <dt>{t('import.cadastralNumber')}</dt>
                <dd data-testid="import-cadastral-number">{ready.summary.cadastral_number}</dd>
              </>
            )}
            {ready.summary.declared_area_m2 !== undefined && (
              <>
                <dt>{t('import.declaredArea')}</dt>
                <dd data-testid="import-declared-area">{declaredAreaText(locale, ready)}</dd>
              </>
            )}
            {ready.location !== undefined && (
              <>
                <dt>{t('import.location')}</dt>
                <dd>
                  {t('import.latLon', { lat: degrees(ready.location.lat), lon: degrees(ready.location.lon) })}
                </dd>
              </>
            )}
          </dl>
        </div>
      )}
      {ready !== undefined && axisOrder !== undefined && otherReading?.result.ok === true && (
        <OtherReading
          current={ready}
          currentOrder={axisOrder}
          other={otherReading.result}
          otherOrder={otherReading.order}
          onUse={onAxisOrder}
        />
      )}
      {ready !== undefined && (
        <ul className="import-preview__notes">
          {ready.summary.notes.map((note) => (
            <li key={note}>{importText(locale, note)}</li>
          ))}
          <li>{t('import.replaceNote')}</li>
        </ul>
      )}
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onClose}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={onReplace}
          disabled={ready === undefined}
        >
          {t('import.replace')}
        </button>
      </div>
    </Dialog>
  );
}
