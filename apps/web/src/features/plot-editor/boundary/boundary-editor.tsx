import type { Point, UnitSystem } from '@plotplan/domain';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/dialog';
import { NumberField } from '../../../components/form/number-field';
import { useLocale, useT } from '../../../lib/i18n';
import { formatLength } from '../../../lib/units';
import type { BoundaryEntry, BoundaryMode } from '../state/boundary-entry';
import {
  asRectangle,
  boundaryFromSides,
  rectangleBoundary,
  sidesOf,
  type SideAndAngle,
} from './boundary-builders';

interface BoundaryEditorProps {
  readonly boundary: readonly Point[];
  /** How the boundary was entered (remembered with the draft). */
  readonly entry: BoundaryEntry;
  /** A new way of entering, with the boundary it gives (undefined: keep the boundary as it is). */
  readonly onEnter: (entry: BoundaryEntry, boundary?: Point[]) => void;
  /** Corners are being added (drawing mode, the boundary not closed yet). */
  readonly drawing: boolean;
  /** The plot's unit system: lengths typed and shown in feet and inches on an imperial plot. */
  readonly units?: UnitSystem;
}

const defaultSides: SideAndAngle[] = [
  { length: 20, angle: 90 },
  { length: 30, angle: 90 },
  { length: 20, angle: 90 },
];

/** The longest side the editor accepts, in metres. */
const MAX_SIDE_M = 2000;

interface RectangleSize {
  readonly width: number | undefined;
  readonly depth: number | undefined;
}

const rectangleSides = [
  { key: 'width', label: 'boundary.width' },
  { key: 'depth', label: 'boundary.depth' },
] as const;

const modeLabels = [
  ['rectangle', 'boundary.rectangle'],
  ['sides', 'boundary.sidesMode'],
  ['draw', 'boundary.drawMode'],
] as const;

/** Three ways to give the boundary: width x depth, sides and angles, or drawing on the grid. */
export function BoundaryEditor({ boundary, entry, onEnter, drawing, units = 'metric' }: BoundaryEditorProps) {
  const t = useT();
  const locale = useLocale();
  const { mode } = entry;
  const initialRect = asRectangle(boundary);
  const [size, setSize] = useState<RectangleSize>({
    width: initialRect?.width ?? 20,
    depth: initialRect?.depth ?? 30,
  });
  // Typed sides, else those of the rectangle the plot is (switching keeps the plot), else a default.
  const sidesFor = (ring: readonly Point[]) =>
    entry.sides ?? (asRectangle(ring) === undefined ? defaultSides : sidesOf(ring));
  const [sides, setSides] = useState<readonly SideAndAngle[]>(sidesFor(boundary));
  // The project loads after the first render (and Reload replaces it): the fields follow the draft.
  const [shownBoundary, setShownBoundary] = useState(boundary);
  if (shownBoundary !== boundary) {
    setShownBoundary(boundary);
    if (initialRect !== undefined) setSize(initialRect);
    if (mode !== 'sides') setSides(sidesFor(boundary));
    else if (entry.sides !== undefined) setSides(entry.sides);
  }
  // A drawn boundary is work the other modes would replace: switching (or starting over) asks first.
  const [discarding, setDiscarding] = useState<BoundaryMode | 'start-over' | undefined>(undefined);
  const closing = boundaryFromSides(sides).closingSide;

  const applyRectangle = ({ width, depth } = size) => {
    const valid =
      width !== undefined && depth !== undefined && [width, depth].every((v) => v > 0 && v <= MAX_SIDE_M);
    onEnter({ mode: 'rectangle' }, valid ? rectangleBoundary(width, depth) : undefined);
  };
  const setRectangleSide = (key: keyof RectangleSize, value: number | undefined) => {
    const next = { ...size, [key]: value };
    setSize(next);
    applyRectangle(next);
  };
  const applySides = (next: readonly SideAndAngle[]) => {
    setSides(next);
    const valid = next.every((s) => s.length > 0 && s.length <= MAX_SIDE_M && s.angle > 0 && s.angle < 360);
    if (valid) onEnter({ mode: 'sides', sides: next }, boundaryFromSides(next).boundary);
    else onEnter({ mode: 'sides', ...(entry.sides === undefined ? {} : { sides: entry.sides }) });
  };
  const setSide = (i: number, change: Partial<SideAndAngle>) =>
    applySides(sides.map((s, j) => (j === i ? { ...s, ...change } : s)));
  const startDrawing = () => onEnter({ mode: 'draw' }, []);
  const switchTo = (value: BoundaryMode) => {
    if (value === 'draw') startDrawing();
    if (value === 'rectangle') applyRectangle();
    if (value === 'sides') applySides(sides);
  };
  const hasDrawing = mode === 'draw' && boundary.length > 0;

  return (
    <fieldset className="boundary-editor">
      <legend>{t('prep.plotBoundary')}</legend>
      <div role="radiogroup" aria-label={t('boundary.howToEnter')} className="segmented">
        {modeLabels.map(([value, label]) => (
          <label key={value}>
            <input
              type="radio"
              name="boundary-mode"
              value={value}
              checked={mode === value}
              onChange={() => (hasDrawing ? setDiscarding(value) : switchTo(value))}
            />
            {t(label)}
          </label>
        ))}
      </div>
      {mode === 'rectangle' && (
        <div className="field-row">
          {rectangleSides.map(({ key, label }) => (
            <NumberField
              key={key}
              label={t(label)}
              unit={t('unit.mShort')}
              units={units}
              value={size[key]}
              min={1}
              max={MAX_SIDE_M}
              required
              onValue={(v) => setRectangleSide(key, v)}
            />
          ))}
        </div>
      )}
      {mode === 'sides' && (
        <div className="sides-table">
          <p className="muted">
            {t('boundary.sidesHint', { closing: formatLength(units, locale, closing) })}
          </p>
          {sides.map((side, i) => (
            <div className="field-row" key={i}>
              <NumberField
                label={t('boundary.side', { number: i + 1 })}
                unit={t('unit.mShort')}
                units={units}
                value={side.length}
                min={0.1}
                max={MAX_SIDE_M}
                required
                onValue={(v) => setSide(i, { length: v ?? 0 })}
              />
              <NumberField
                label={t('boundary.angleAfter', { number: i + 1 })}
                unit="°"
                value={side.angle}
                min={1}
                max={359}
                step={1}
                required
                onValue={(v) => setSide(i, { angle: v ?? 0 })}
              />
            </div>
          ))}
          <div className="actions actions--start">
            <button
              type="button"
              className="button button--small"
              onClick={() => applySides([...sides, { length: 10, angle: 90 }])}
            >
              {t('boundary.addSide')}
            </button>
            <button
              type="button"
              className="button button--small"
              disabled={sides.length <= 2}
              onClick={() => applySides(sides.slice(0, -1))}
            >
              {t('boundary.removeLastSide')}
            </button>
          </div>
        </div>
      )}
      {mode === 'draw' && (
        <div>
          <p className="muted">
            {drawing ? t('boundary.drawHint') : t('boundary.closed', { count: boundary.length })}
          </p>
          <div className="actions actions--start">
            <button
              type="button"
              className="button button--small"
              onClick={() => (boundary.length > 0 ? setDiscarding('start-over') : startDrawing())}
            >
              {t('boundary.startOver')}
            </button>
          </div>
        </div>
      )}
      <ConfirmDialog
        open={discarding !== undefined}
        title={t('boundary.discardTitle')}
        message={t(discarding === 'start-over' ? 'boundary.discardStartOver' : 'boundary.discardSwitch', {
          count: boundary.length,
        })}
        confirmLabel={t(
          discarding === 'start-over' ? 'boundary.discardAndStartOver' : 'boundary.discardAndSwitch',
        )}
        onConfirm={() => {
          if (discarding === 'start-over') startDrawing();
          else if (discarding !== undefined) switchTo(discarding);
          setDiscarding(undefined);
        }}
        onClose={() => setDiscarding(undefined)}
      />
    </fieldset>
  );
}
