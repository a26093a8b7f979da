import type { Point } from '@plotplan/domain';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/dialog';
import { NumberField } from '../../../components/form/number-field';
import { rounded } from '../../../lib/text';
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
  { key: 'width', label: 'Width' },
  { key: 'depth', label: 'Depth' },
] as const;

const modeLabels = [
  ['rectangle', 'Width × depth'],
  ['sides', 'Sides and angles'],
  ['draw', 'Draw on the grid'],
] as const;

/** Three ways to give the boundary: width x depth, sides and angles, or drawing on the grid. */
export function BoundaryEditor({ boundary, entry, onEnter, drawing }: BoundaryEditorProps) {
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
      <legend>Plot boundary</legend>
      <div role="radiogroup" aria-label="How to enter the boundary" className="segmented">
        {modeLabels.map(([value, label]) => (
          <label key={value}>
            <input
              type="radio"
              name="boundary-mode"
              value={value}
              checked={mode === value}
              onChange={() => (hasDrawing ? setDiscarding(value) : switchTo(value))}
            />
            {label}
          </label>
        ))}
      </div>
      {mode === 'rectangle' && (
        <div className="field-row">
          {rectangleSides.map(({ key, label }) => (
            <NumberField
              key={key}
              label={label}
              unit="m"
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
            Walk the boundary anticlockwise from a corner; the last side closes it ({rounded(closing, 2)} m).
          </p>
          {sides.map((side, i) => (
            <div className="field-row" key={i}>
              <NumberField
                label={`Side ${i + 1}`}
                unit="m"
                value={side.length}
                min={0.1}
                max={MAX_SIDE_M}
                required
                onValue={(v) => setSide(i, { length: v ?? 0 })}
              />
              <NumberField
                label={`Angle after side ${i + 1}`}
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
              Add a side
            </button>
            <button
              type="button"
              className="button button--small"
              disabled={sides.length <= 2}
              onClick={() => applySides(sides.slice(0, -1))}
            >
              Remove the last side
            </button>
          </div>
        </div>
      )}
      {mode === 'draw' && (
        <div>
          <p className="muted">
            {drawing
              ? 'Click the grid to add corners (they snap to the grid); click the first corner to close. Backspace removes the last corner.'
              : `Boundary closed with ${boundary.length} corners. Drag a corner to move it.`}
          </p>
          <div className="actions actions--start">
            <button
              type="button"
              className="button button--small"
              onClick={() => (boundary.length > 0 ? setDiscarding('start-over') : startDrawing())}
            >
              Start over
            </button>
          </div>
        </div>
      )}
      <ConfirmDialog
        open={discarding !== undefined}
        title="Discard the drawn boundary?"
        message={`The ${boundary.length} ${boundary.length === 1 ? 'corner' : 'corners'} you drew will be lost. ${
          discarding === 'start-over'
            ? 'You can then draw the boundary again.'
            : 'The new mode replaces them.'
        }`}
        confirmLabel={discarding === 'start-over' ? 'Discard and start over' : 'Discard and switch'}
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
