import { PROJECT_NAME_MAX } from '@plotplan/contract';
import {
  METRES_PER_FOOT,
  polygonArea,
  unitSystemOf,
  type ImportedBoundary,
  type Plot,
  type Point,
  type RulePackId,
} from '@plotplan/domain';
import { useEffect, useMemo, useState } from 'react';
import { useDocumentTitle } from '../../../lib/routing';
import { TextField } from '../../../components/form/text-field';
import { SelectField } from '../../../components/form/select-field';
import { BoundaryEditor } from '../../../features/plot-editor/boundary/boundary-editor';
import { boundaryEntryFor, type BoundaryEntry } from '../../../features/plot-editor/state/boundary-entry';
import { edgesFor, sideLengths } from '../../../features/plot-editor/boundary/boundary-builders';
import { ImportBoundaryButton, ImportUndo, withImportedBoundary } from '../../../features/plot-editor/import';
import { LocationFields } from '../../../features/plot-editor/boundary/location-fields';
import { plotIssues } from '../../../features/plot-editor/state/saveable-plot';
import {
  BoundaryShape,
  boundsOf,
  type CanvasPointer,
  gridStepIn,
  PlotCanvas,
  snapToGrid,
  worldToScreen,
} from '../../../lib/plan-canvas';
import { useEditorSession } from '../use-editor-session';
import { CornerMarkers } from './corner-markers';
import { notify } from '../../../lib/notify';
import { formatArea, formatSotka, useLocale, useT, type MessageKey } from '../../../lib/i18n';
import { formatAreaIn, formatLength } from '../../../lib/units';

const rulePacks: { id: RulePackId; label: MessageKey }[] = [
  { id: 'ru-snt', label: 'pack.ruSnt' },
  { id: 'ru-izhs', label: 'pack.ruIzhs' },
  { id: 'us-typical', label: 'pack.usTypical' },
];

const CLOSE_DISTANCE_PX = 12;

/** The plot before an import, kept while the imported boundary stands, for "Undo import". */
interface ImportUndoState {
  readonly fileName: string;
  readonly plot: Plot;
  readonly entry: BoundaryEntry | undefined;
  readonly boundary: Plot['boundary'];
  /** The project's name before an EGRN extract named it by its cadastral number. */
  readonly name: string;
}

export function PreparationStep() {
  const t = useT();
  const locale = useLocale();
  useDocumentTitle(t('step.preparation'));
  const { draft, update } = useEditorSession();
  const units = unitSystemOf(draft.plot);
  const { plot } = draft;
  const entry = boundaryEntryFor(plot.boundary, draft.boundaryEntry);
  // Drawing until the first corner is clicked again (closing gives every side its description).
  const drawing =
    entry.mode === 'draw' && (plot.boundary.length < 3 || plot.edges.length !== plot.boundary.length);
  const [hover, setHover] = useState<Point | undefined>(undefined);
  // The corner being dragged on a closed drawn boundary.
  const [dragged, setDragged] = useState<number | undefined>(undefined);
  // While drawing, the view stays put (it would jump with every corner); it frames 40 x 40 m to start.
  const bounds = useMemo(() => boundsOf(drawing ? [] : plot.boundary), [drawing, plot.boundary]);
  const issues = plot.boundary.length >= 3 && !drawing ? plotIssues(plot) : [];
  const area = plot.boundary.length >= 3 ? polygonArea(plot.boundary) : 0;

  const setBoundary = (boundary: Point[], boundaryEntry: BoundaryEntry = entry) =>
    update((d) => ({
      ...d,
      boundaryEntry,
      plot: {
        ...d.plot,
        boundary,
        edges: edgesFor(boundary, d.plot.edges),
        entrance: undefined,
        wicket: undefined,
      },
    }));
  const enter = (boundaryEntry: BoundaryEntry, boundary?: Point[]) =>
    boundary === undefined ? update((d) => ({ ...d, boundaryEntry })) : setBoundary(boundary, boundaryEntry);
  const [undo, setUndo] = useState<ImportUndoState | undefined>(undefined);
  // An import or its undo brings a new boundary: the view fits it again.
  const [fits, setFits] = useState(0);
  const replaceBoundary = (imported: ImportedBoundary, fileName: string) => {
    setUndo({ fileName, plot, entry: draft.boundaryEntry, boundary: imported.boundary, name: draft.name });
    setFits((n) => n + 1);
    // Imported corners stay editable: the boundary is taken as drawn. An EGRN extract names the
    // project by the plot's cadastral number.
    update((d) => ({
      ...d,
      name: imported.summary.cadastral_number ?? d.name,
      boundaryEntry: { mode: 'draw' },
      plot: withImportedBoundary(d.plot, imported),
    }));
    notify({
      type: 'success',
      title: t('prep.imported'),
      message: t('prep.importedDetail'),
    });
  };
  const undoImport = (state: ImportUndoState) => {
    setUndo(undefined);
    setFits((n) => n + 1);
    // The entry as it was shown (a guess when none was stored), so this browser remembers it again.
    const boundaryEntry = boundaryEntryFor(state.plot.boundary, state.entry);
    update((d) => ({ ...d, name: state.name, plot: state.plot, boundaryEntry }));
  };
  // Moving a corner keeps the sides' descriptions, gate and wicket (the step after checks them).
  const moveCorner = (index: number, point: Point) =>
    update((d) => ({
      ...d,
      plot: { ...d.plot, boundary: d.plot.boundary.map((p, i) => (i === index ? point : p)) },
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

  const pressed = ({ world, event }: CanvasPointer) => {
    const scale = Number((event.currentTarget as SVGSVGElement).dataset['scale'] ?? '10');
    // Half a metre, or on an imperial plot a foot, unless the grid is finer.
    const snap = Math.min(units === 'imperial' ? METRES_PER_FOOT : 0.5, gridStepIn(scale, units));
    return { scale, point: snapToGrid(world, snap) };
  };
  const cornerAt = (world: Point, scale: number) =>
    plot.boundary.findIndex((p) => Math.hypot(p[0] - world[0], p[1] - world[1]) * scale < CLOSE_DISTANCE_PX);

  const press = (pointer: CanvasPointer) => {
    if (entry.mode !== 'draw') return;
    if (!drawing) {
      // A closed drawn boundary: a press on a corner drags it, anywhere else pans.
      const corner = cornerAt(pointer.world, pressed(pointer).scale);
      if (corner < 0) return false;
      setDragged(corner);
      return;
    }
    addCorner(pointer);
  };
  const drag = (pointer: CanvasPointer) => {
    if (drawing) setHover(pointer.world);
    const corner = plot.boundary[dragged ?? -1];
    const { point } = pressed(pointer);
    if (dragged !== undefined && corner !== undefined && (corner[0] !== point[0] || corner[1] !== point[1]))
      moveCorner(dragged, point);
  };

  const addCorner = (pointer: CanvasPointer) => {
    const { world } = pointer;
    const { scale, point } = pressed(pointer);
    const first = plot.boundary[0];
    if (
      first !== undefined &&
      plot.boundary.length >= 3 &&
      Math.hypot(first[0] - world[0], first[1] - world[1]) * scale < CLOSE_DISTANCE_PX
    ) {
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
        <h1 id="page-title">{t('step.preparation')}</h1>
        <TextField
          label={t('projects.name')}
          value={draft.name}
          onValueChange={(name) => update((d) => ({ ...d, name }))}
          error={draft.name.trim() === '' ? t('projects.nameRequired') : undefined}
          maxLength={PROJECT_NAME_MAX}
        />
        <SelectField
          label={t('prep.rules')}
          value={plot.rule_pack}
          options={rulePacks.map((pack) => ({ value: pack.id, label: t(pack.label) }))}
          onValueChange={(value) =>
            update((d) => ({ ...d, plot: { ...d.plot, rule_pack: value as RulePackId } }))
          }
        />
        <SelectField
          label={t('prep.units')}
          value={units}
          options={[
            { value: 'metric', label: t('prep.metric') },
            { value: 'imperial', label: t('prep.imperial') },
          ]}
          onValueChange={(value) =>
            update((d) => ({
              ...d,
              plot: { ...d.plot, units: value === 'imperial' ? 'imperial' : 'metric' },
            }))
          }
        />
        <LocationFields
          location={plot.location}
          onLocation={(location) => update((d) => ({ ...d, plot: { ...d.plot, location } }))}
        />
        <BoundaryEditor
          boundary={plot.boundary}
          entry={entry}
          onEnter={enter}
          drawing={drawing}
          units={units}
        />
        <ImportBoundaryButton onReplace={replaceBoundary} />
        {undo !== undefined && undo.boundary === plot.boundary && (
          <ImportUndo fileName={undo.fileName} onUndo={() => undoImport(undo)} />
        )}
        <dl className="plot-facts" aria-live="polite">
          <dt>{t('prep.area')}</dt>
          <dd data-testid="plot-area">
            {area <= 0
              ? '—'
              : units === 'imperial'
                ? formatAreaIn(units, locale, area)
                : `${formatArea(locale, area, false)} (${formatSotka(locale, area)})`}
          </dd>
          <dt>{t('prep.sides')}</dt>
          <dd data-testid="plot-sides">
            {plot.boundary.length >= 2
              ? sideLengths(plot.boundary)
                  .map((l) => formatLength(units, locale, l))
                  .join(', ')
              : '—'}
          </dd>
        </dl>
        {issues.length > 0 && (
          <ul className="field__error" aria-label={t('prep.boundaryProblems')}>
            {issues.map((issue) => (
              <li key={issue.message}>{issue.message}</li>
            ))}
          </ul>
        )}
      </div>
      <div className="step__canvas">
        <PlotCanvas
          bounds={bounds}
          fitKey={drawing ? 'drawing' : `plot-${fits}`}
          label={t('prep.plotBoundary')}
          northDeg={plot.north_deg}
          units={unitSystemOf(plot)}
          georef={plot.georef}
          onPointerDown={press}
          onPointerMove={drag}
          onPointerUp={() => setDragged(undefined)}
        >
          {(view) => (
            <>
              <BoundaryShape plot={drawing ? { ...plot, edges: [] } : plot} view={view} />
              {entry.mode === 'draw' && (
                <CornerMarkers points={plot.boundary} view={view} draggable={!drawing} />
              )}
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
