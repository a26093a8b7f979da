import { axisOrders, type AxisOrder, type BoundaryImport } from '@plotplan/domain';
import { Dialog } from '../../../components/dialog';
import { SelectField } from '../../../components/form/select-field';
import { areaText, axisOrderLabels, declaredAreaText, sideTexts, sourceLine } from './import-facts';
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
  const ready = result?.ok === true ? result : undefined;
  return (
    <Dialog open={open} title="Import boundary" onClose={onClose}>
      <p className="import-preview__file">{fileName}</p>
      {axisOrder !== undefined && (
        <SelectField
          label="Coordinate order"
          value={axisOrder}
          options={axisOrders.map((order) => ({ value: order, label: axisOrderLabels[order] }))}
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
      {result === undefined && <p aria-live="polite">Reading the file…</p>}
      {result?.ok === false && (
        <div role="alert">
          <p>This file cannot be used as the boundary:</p>
          <ul className="field__error" aria-label="Import problems">
            {result.errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </div>
      )}
      {ready !== undefined && (
        <div className="import-preview">
          <ImportShapePreview boundary={ready.boundary} />
          <dl className="plot-facts" aria-live="polite">
            <dt>Area</dt>
            <dd data-testid="import-area">{areaText(ready.area_m2)}</dd>
            <dt>Sides</dt>
            <dd data-testid="import-sides">{sideTexts(ready).join(', ')}</dd>
            <dt>Source</dt>
            <dd>{sourceLine(ready)}</dd>
            {ready.summary.cadastral_number !== undefined && (
              <>
                <dt>Cadastral number</dt>
                <dd data-testid="import-cadastral-number">{ready.summary.cadastral_number}</dd>
              </>
            )}
            {ready.summary.declared_area_m2 !== undefined && (
              <>
                <dt>Declared area</dt>
                <dd data-testid="import-declared-area">{declaredAreaText(ready)}</dd>
              </>
            )}
            {ready.location !== undefined && (
              <>
                <dt>Location</dt>
                <dd>
                  {ready.location.lat.toFixed(5)}, {ready.location.lon.toFixed(5)}
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
            <li key={note}>{note}</li>
          ))}
          <li>
            The boundary replaces the current one; side descriptions and the entrance are set again on the
            next steps, and protected areas are kept where they are.
          </li>
        </ul>
      )}
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={onReplace}
          disabled={ready === undefined}
        >
          Replace boundary
        </button>
      </div>
    </Dialog>
  );
}
