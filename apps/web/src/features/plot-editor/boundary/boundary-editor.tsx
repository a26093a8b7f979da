import type { Point } from '@plotplan/domain';
import { useState } from 'react';
import { boundaryFromSides, rectangleBoundary, type SideAndAngle } from './boundary-builders';
import { NumberField } from '../../../components/form/number-field';

type Mode = 'rectangle' | 'sides' | 'draw';

interface BoundaryEditorProps {
  readonly boundary: readonly Point[];
  readonly onBoundary: (boundary: Point[]) => void;
  readonly drawing: boolean;
  readonly onDrawing: (drawing: boolean) => void;
}

const defaultSides: SideAndAngle[] = [
  { length: 20, angle: 90 },
  { length: 30, angle: 90 },
  { length: 20, angle: 90 },
];

/** Width and depth when the boundary is the rectangle this editor makes, else undefined. */
function asRectangle(boundary: readonly Point[]): { width: number; depth: number } | undefined {
  const [, b, c] = boundary;
  if (boundary.length !== 4 || b === undefined || c === undefined) return undefined;
  const candidate = rectangleBoundary(b[0], c[1]);
  return candidate.every((p, i) => p[0] === boundary[i]?.[0] && p[1] === boundary[i]?.[1])
    ? { width: b[0], depth: c[1] }
    : undefined;
}

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

/** Three ways to give the boundary: width x depth, sides and angles, or drawing on the grid. */
export function BoundaryEditor({ boundary, onBoundary, drawing, onDrawing }: BoundaryEditorProps) {
  const initialRect = boundary.length === 0 ? { width: 20, depth: 30 } : asRectangle(boundary);
  const [mode, setMode] = useState<Mode>(initialRect === undefined ? 'draw' : 'rectangle');
  const [size, setSize] = useState<RectangleSize>({
    width: initialRect?.width ?? 20,
    depth: initialRect?.depth ?? 30,
  });
  const [sides, setSides] = useState<SideAndAngle[]>(defaultSides);
  const closing = boundaryFromSides(sides).closingSide;

  const applyRectangle = ({ width, depth } = size) => {
    if (width !== undefined && depth !== undefined && [width, depth].every((v) => v > 0 && v <= MAX_SIDE_M))
      onBoundary(rectangleBoundary(width, depth));
  };
  const setRectangleSide = (key: keyof RectangleSize, value: number | undefined) => {
    const next = { ...size, [key]: value };
    setSize(next);
    applyRectangle(next);
  };
  const applySides = (next: SideAndAngle[]) => {
    setSides(next);
    if (next.every((s) => s.length > 0 && s.angle > 0 && s.angle < 360))
      onBoundary(boundaryFromSides(next).boundary);
  };
  const setSide = (i: number, change: Partial<SideAndAngle>) =>
    applySides(sides.map((s, j) => (j === i ? { ...s, ...change } : s)));

  return (
    <fieldset className="boundary-editor">
      <legend>Plot boundary</legend>
      <div role="radiogroup" aria-label="How to enter the boundary" className="segmented">
        {(
          [
            ['rectangle', 'Width × depth'],
            ['sides', 'Sides and angles'],
            ['draw', 'Draw on the grid'],
          ] as const
        ).map(([value, label]) => (
          <label key={value}>
            <input
              type="radio"
              name="boundary-mode"
              value={value}
              checked={mode === value}
              onChange={() => {
                setMode(value);
                onDrawing(value === 'draw');
                if (value === 'draw') onBoundary([]);
                if (value === 'rectangle') applyRectangle();
                if (value === 'sides') applySides(sides);
              }}
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
              onValue={(v) => setRectangleSide(key, v)}
            />
          ))}
        </div>
      )}
      {mode === 'sides' && (
        <div className="sides-table">
          <p className="muted">
            Walk the boundary anticlockwise from a corner; the last side closes it ({closing.toFixed(2)} m).
          </p>
          {sides.map((side, i) => (
            <div className="field-row" key={i}>
              <NumberField
                label={`Side ${i + 1}`}
                unit="m"
                value={side.length}
                min={0.1}
                max={MAX_SIDE_M}
                onValue={(v) => setSide(i, { length: v ?? 0 })}
              />
              <NumberField
                label={`Angle after side ${i + 1}`}
                unit="°"
                value={side.angle}
                min={1}
                max={359}
                step={1}
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
              : `Boundary closed with ${boundary.length} corners.`}
          </p>
          <div className="actions actions--start">
            <button
              type="button"
              className="button button--small"
              onClick={() => {
                onBoundary([]);
                onDrawing(true);
              }}
            >
              Start over
            </button>
          </div>
        </div>
      )}
    </fieldset>
  );
}
