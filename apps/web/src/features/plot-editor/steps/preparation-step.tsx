import { polygonArea, type Point, type RulePackId } from '@plotplan/domain';
import { useEffect, useMemo, useState } from 'react';
import { useDocumentTitle } from '../../../lib/routing';
import { TextField } from '../../../components/form/text-field';
import { SelectField } from '../../../components/form/select-field';
import { edgesFor, sideLengths } from '../boundary/boundary-builders';
import { BoundaryEditor } from '../boundary/boundary-editor';
import { LocationFields } from '../boundary/location-fields';
import {
  BoundaryShape,
  boundsOf,
  type CanvasPointer,
  gridStep,
  PlotCanvas,
  snapToGrid,
  worldToScreen,
} from '../../../lib/plan-canvas';
import { plotIssues } from '../state/saveable-plot';
import { useEditorSession } from '../state/use-editor-session';
import { CornerMarkers } from './corner-markers';

const rulePacks: { id: RulePackId; label: string }[] = [
  { id: 'ru-snt', label: 'Garden plot, Russia (SP 53.13330.2019)' },
  { id: 'ru-izhs', label: 'Individual housing, Russia (SP 30-102-99, SP 42.13330)' },
  { id: 'us-typical', label: 'Typical US residential lot' },
];

const CLOSE_DISTANCE_PX = 12;

export function PreparationStep() {
  useDocumentTitle('Preparation');
  const { draft, update } = useEditorSession();
  const { plot } = draft;
  const [drawing, setDrawing] = useState(false);
  const [hover, setHover] = useState<Point | undefined>(undefined);
  // While drawing, the view stays put (it would jump with every corner); it frames 40 x 40 m to start.
  const bounds = useMemo(() => boundsOf(drawing ? [] : plot.boundary), [drawing, plot.boundary]);
  const issues = plot.boundary.length >= 3 && !drawing ? plotIssues(plot) : [];
  const area = plot.boundary.length >= 3 ? polygonArea(plot.boundary) : 0;

  const setBoundary = (boundary: Point[]) =>
    update((d) => ({
      ...d,
      plot: { ...d.plot, boundary, edges: edgesFor(boundary, d.plot.edges), entrance: undefined },
    }));

  // Keyboard: Backspace removes the last corner while drawing.
  useEffect(() => {
    if (!drawing) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Backspace' && !(event.target instanceof HTMLInputElement)) {
        event.preventDefault();
        update((d) => ({ ...d, plot: { ...d.plot, boundary: d.plot.boundary.slice(0, -1), edges: [] } }));
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawing, update]);

  const addCorner = ({ world, event }: CanvasPointer) => {
    if (!drawing) return;
    const scale = Number((event.currentTarget as SVGSVGElement).dataset['scale'] ?? '10');
    const point = snapToGrid(world, Math.min(0.5, gridStep(scale)));
    const first = plot.boundary[0];
    if (
      first !== undefined &&
      plot.boundary.length >= 3 &&
      Math.hypot(first[0] - world[0], first[1] - world[1]) * scale < CLOSE_DISTANCE_PX
    ) {
      setDrawing(false);
      setBoundary([...plot.boundary]);
      return;
    }
    const last = plot.boundary[plot.boundary.length - 1];
    if (last !== undefined && last[0] === point[0] && last[1] === point[1]) return;
    update((d) => ({ ...d, plot: { ...d.plot, boundary: [...d.plot.boundary, point], edges: [] } }));
  };

  return (
    <main className="step" aria-labelledby="page-title">
      <div className="step__form">
        <h1 id="page-title">Preparation</h1>
        <TextField
          label="Project name"
          value={draft.name}
          onValueChange={(name) => update((d) => ({ ...d, name }))}
          error={draft.name.trim() === '' ? 'Give the project a name.' : undefined}
          maxLength={100}
        />
        <SelectField
          label="Rules"
          value={plot.rule_pack}
          options={rulePacks.map((pack) => ({ value: pack.id, label: pack.label }))}
          onValueChange={(value) =>
            update((d) => ({ ...d, plot: { ...d.plot, rule_pack: value as RulePackId } }))
          }
        />
        <LocationFields
          location={plot.location}
          onLocation={(location) => update((d) => ({ ...d, plot: { ...d.plot, location } }))}
        />
        <BoundaryEditor
          boundary={plot.boundary}
          onBoundary={setBoundary}
          drawing={drawing}
          onDrawing={setDrawing}
        />
        <dl className="plot-facts" aria-live="polite">
          <dt>Area</dt>
          <dd data-testid="plot-area">
            {area > 0 ? `${area.toFixed(1)} m² (${(area / 100).toFixed(2)} sotka)` : '—'}
          </dd>
          <dt>Sides</dt>
          <dd data-testid="plot-sides">
            {plot.boundary.length >= 2
              ? sideLengths(plot.boundary)
                  .map((l) => `${l.toFixed(2)} m`)
                  .join(', ')
              : '—'}
          </dd>
        </dl>
        {issues.length > 0 && (
          <ul className="field__error" aria-label="Boundary problems">
            {issues.map((issue) => (
              <li key={issue.message}>{issue.message}</li>
            ))}
          </ul>
        )}
      </div>
      <div className="step__canvas">
        <PlotCanvas
          bounds={bounds}
          fitKey={drawing ? 'drawing' : 'plot'}
          label="Plot boundary"
          onPointerDown={addCorner}
          onPointerMove={({ world }) => drawing && setHover(world)}
        >
          {(view) => (
            <>
              <BoundaryShape plot={drawing ? { ...plot, edges: [] } : plot} view={view} />
              {drawing && <CornerMarkers points={plot.boundary} view={view} />}
              {drawing && hover !== undefined && plot.boundary.length > 0 && (
                <line
                  className="draw-guide"
                  x1={worldToScreen(view, plot.boundary[plot.boundary.length - 1] ?? hover)[0]}
                  y1={worldToScreen(view, plot.boundary[plot.boundary.length - 1] ?? hover)[1]}
                  x2={worldToScreen(view, hover)[0]}
                  y2={worldToScreen(view, hover)[1]}
                />
              )}
            </>
          )}
        </PlotCanvas>
      </div>
    </main>
  );
}

export { PreparationStep as Component };
