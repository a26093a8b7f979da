import {
  decideAxisOrder,
  importBoundary,
  parseCornerList,
  type AxisOrder,
  type BoundaryImport,
  type ImportedBoundary,
} from '@plotplan/domain';
import { useT } from '../../../lib/i18n';
import { useRef, useState, type ChangeEvent } from 'react';
import { notify } from '../../../lib/notify';
import { boundaryFileAccept, boundaryFileFormat, boundaryFileText } from './boundary-file-format';
import { BoundaryImportDialog } from './boundary-import-dialog';

interface ImportBoundaryButtonProps {
  /** The checked boundary the user chose to put in place of the plot's. */
  readonly onReplace: (imported: ImportedBoundary, fileName: string) => void;
}

interface OpenFile {
  readonly name: string;
  readonly text: string;
  readonly result: BoundaryImport;
  readonly axisOrder?: AxisOrder;
  /** Corner lists: whether the first order was only a guess (then both readings are shown). */
  readonly guessed?: boolean;
}

/**
 * "Import boundary": a file input for GeoJSON, KML, DXF, corner lists (CSV/TXT) and EGRN extracts
 * (XML), read here in
 * the browser with the domain's importBoundary, then previewed in a dialog.
 */
export function ImportBoundaryButton({ onReplace }: ImportBoundaryButtonProps) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<OpenFile | undefined>(undefined);

  const read = (name: string, text: string, chosenOrder?: AxisOrder, outline?: number) => {
    const format = boundaryFileFormat(name) ?? 'csv';
    if (format !== 'csv') {
      // A DXF is read again with the outline the user picked from the preview's list.
      const options = outline === undefined ? { format } : { format, outline };
      setFile({ name, text, result: importBoundary(text, options) });
      return;
    }
    // A corner list is read in the order the user chose, at first the one the file suggests.
    const decision = decidedOrder(text);
    const axisOrder = chosenOrder ?? decision.order;
    setFile({
      name,
      text,
      axisOrder,
      guessed: decision.guessed,
      result: importBoundary(text, { format, axisOrder }),
    });
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (chosen === undefined) return;
    if (boundaryFileFormat(chosen.name) === undefined) {
      notify({
        type: 'error',
        title: t('import.unsupported'),
        message: t('import.unsupportedDetail', { name: chosen.name }),
      });
      return;
    }
    try {
      read(chosen.name, await boundaryFileText(chosen));
    } catch {
      notify({ type: 'error', title: t('import.unreadable'), message: chosen.name });
    }
  };

  const close = () => setFile(undefined);
  return (
    <div className="import-boundary">
      <button type="button" className="button" onClick={() => input.current?.click()}>
        {t('import.button')}
      </button>
      <span className="field__hint">{t('import.formats')}</span>
      <input
        ref={input}
        type="file"
        accept={boundaryFileAccept}
        className="visually-hidden"
        aria-label={t('import.file')}
        tabIndex={-1}
        onChange={(event) => void choose(event)}
      />
      <BoundaryImportDialog
        open={file !== undefined}
        fileName={file?.name ?? ''}
        result={file?.result}
        {...(file?.axisOrder === undefined ? {} : { axisOrder: file.axisOrder })}
        {...(file === undefined ? {} : otherReadingOf(file))}
        onAxisOrder={(order) => file !== undefined && read(file.name, file.text, order)}
        onOutline={(index) => file !== undefined && read(file.name, file.text, undefined, index)}
        onReplace={() => {
          if (file?.result.ok === true) onReplace(file.result, file.name);
          close();
        }}
        onClose={close}
      />
    </div>
  );
}

function decidedOrder(text: string): { order: AxisOrder; guessed: boolean } {
  const list = parseCornerList(text);
  return list.ok ? decideAxisOrder(list) : { order: 'north-east', guessed: false };
}

/** A guessed x/y order is shown read the other way too (the mirror image), side by side. */
function otherReadingOf(file: OpenFile): { otherReading?: { order: AxisOrder; result: BoundaryImport } } {
  if (file.guessed !== true || file.axisOrder === undefined || file.axisOrder === 'lat-lon') return {};
  const order: AxisOrder = file.axisOrder === 'xy' ? 'north-east' : 'xy';
  return { otherReading: { order, result: importBoundary(file.text, { format: 'csv', axisOrder: order }) } };
}
