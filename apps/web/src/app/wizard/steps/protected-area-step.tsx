import { protectedAreaShapes } from '@plotplan/contract/drawing';
import {
  protectedAreaKinds,
  unitSystemOf,
  type Point,
  type ProtectedArea,
  type ProtectedAreaKind,
} from '@plotplan/domain';
import { useMemo, useRef, useState } from 'react';
import { useKeepInPlace } from '../../../lib/keep-in-place';
import { useDocumentTitle } from '../../../lib/routing';
import { TextField } from '../../../components/form/text-field';
import { SelectField } from '../../../components/form/select-field';
import { NumberField } from '../../../components/form/number-field';
import {
  BoundaryShape,
  boundsOf,
  type CanvasPointer,
  moveArea,
  nudgeOffset,
  PlotCanvas,
  ProtectedAreaShape,
  snapToGrid,
} from '../../../lib/plan-canvas';
import { useEditorSession } from '../use-editor-session';
import { CornerMarkers } from './corner-markers';
import { useT, type MessageKey } from '../../../lib/i18n';

const kindKeys: Record<ProtectedAreaKind, MessageKey> = {
  utility_easement: 'area.utilityEasement',
  existing_tree: 'area.existingTree',
  existing_building: 'area.existingBuilding',
  wetland: 'area.wetland',
  slope: 'area.slope',
  heritage: 'area.heritage',
  other: 'area.other',
};

type Tool = 'circle' | 'polygon';
const CLOSE_PX = 12;

function nextId(areas: readonly ProtectedArea[]): string {
  const numbers = areas.map((a) => Number(/^pa-(\d+)$/.exec(a.id)?.[1] ?? 0));
  return `pa-${Math.max(0, ...numbers) + 1}`;
}

export function ProtectedAreaStep() {
  const tr = useT();
  const kindLabels = (k: ProtectedAreaKind) => tr(kindKeys[k]);
  useDocumentTitle(tr('step.protectedArea'));
  const { draft, update } = useEditorSession();
  const { plot } = draft;
  const units = unitSystemOf(plot);
  const [tool, setTool] = useState<Tool>('circle');
  const [kind, setKind] = useState<ProtectedAreaKind>('existing_tree');
  const [points, setPoints] = useState<Point[]>([]);
  const [selectedId, setSelectedId] = useState<string | undefined>(undefined);
  const bounds = useMemo(() => boundsOf(plot.boundary), [plot.boundary]);
  const selected = plot.protected_areas.find((a) => a.id === selectedId);
  // A tap that adds an area opens its fields above the plan on a phone: the plan stays put.
  const canvasBox = useRef<HTMLDivElement>(null);
  const holdCanvas = useKeepInPlace(canvasBox);

  const setAreas = (change: (areas: ProtectedArea[]) => ProtectedArea[]) =>
    update((d) => ({ ...d, plot: { ...d.plot, protected_areas: change([...d.plot.protected_areas]) } }));
  const add = (shape: ProtectedArea['shape']) => {
    const id = nextId(plot.protected_areas);
    const label = `${kindLabels(kind)} ${plot.protected_areas.filter((a) => a.kind === kind).length + 1}`;
    const height =
      kind === 'existing_tree' ? { height_m: 8 } : kind === 'existing_building' ? { height_m: 4 } : {};
    setAreas((areas) => [...areas, { id, kind, shape, label, ...height }]);
    setSelectedId(id);
  };
  const edit = (change: (area: ProtectedArea) => ProtectedArea) =>
    setAreas((areas) => areas.map((a) => (a.id === selectedId ? change(a) : a)));

  const onCanvas = ({ world, event }: CanvasPointer) => {
    const scale = Number((event.currentTarget as SVGSVGElement).dataset['scale'] ?? '10');
    const point = snapToGrid(world, 0.5);
    holdCanvas();
    if (tool === 'circle') {
      add({ type: 'circle', center: point, radius: kind === 'existing_tree' ? 3 : 2 });
      return;
    }
    const first = points[0];
    if (
      first !== undefined &&
      points.length >= 3 &&
      Math.hypot(first[0] - world[0], first[1] - world[1]) * scale < CLOSE_PX
    ) {
      add({ type: 'polygon', points });
      setPoints([]);
      return;
    }
    setPoints((old) => [...old, point]);
  };

  return (
    <main className="step" aria-labelledby="page-title">
      <div className="step__form">
        <h1 id="page-title">{tr('step.protectedArea')}</h1>
        <p className="muted">{tr('area.intro')}</p>
        <div className="field-row">
          <SelectField
            label={tr('area.kind')}
            value={kind}
            options={protectedAreaKinds.map((k) => ({ value: k, label: kindLabels(k) }))}
            onValueChange={(value) => setKind(value as ProtectedAreaKind)}
          />
          <div className="segmented" role="radiogroup" aria-label={tr('area.shape')}>
            {(['circle', 'polygon'] as const).map((t) => (
              <label key={t}>
                <input
                  type="radio"
                  name="area-tool"
                  checked={tool === t}
                  onChange={() => (setTool(t), setPoints([]))}
                />
                {t === 'circle' ? tr('area.circle') : tr('area.polygon')}
              </label>
            ))}
          </div>
        </div>
        <p className="muted" aria-live="polite">
          {tool === 'circle'
            ? tr('area.circleHint')
            : points.length === 0
              ? tr('area.polygonHint')
              : tr('area.cornersHint', { count: points.length })}
        </p>
        <ul className="area-list" aria-label={tr('step.protectedArea')}>
          {plot.protected_areas.length === 0 && <li className="muted">{tr('area.none')}</li>}
          {plot.protected_areas.map((area) => (
            <li key={area.id}>
              <button
                type="button"
                className="link-button"
                aria-pressed={area.id === selectedId}
                onClick={() => setSelectedId(area.id)}
              >
                {area.label || kindLabels(area.kind)}
              </button>
              <button
                type="button"
                className="button button--small button--danger"
                aria-label={tr('area.deleteNamed', { name: area.label || kindLabels(area.kind) })}
                onClick={() => setAreas((areas) => areas.filter((a) => a.id !== area.id))}
              >
                {tr('common.delete')}
              </button>
            </li>
          ))}
        </ul>
        {selected !== undefined && (
          <fieldset>
            <legend>{selected.label || kindLabels(selected.kind)}</legend>
            <TextField
              label={tr('area.label')}
              value={selected.label}
              maxLength={100}
              onValueChange={(label) => edit((a) => ({ ...a, label }))}
            />
            {selected.shape.type === 'circle' && (
              <NumberField
                label={tr('area.radius')}
                unit={tr('unit.mShort')}
                units={units}
                value={selected.shape.radius}
                min={0.1}
                max={1000}
                required
                onValue={(radius) =>
                  radius !== undefined &&
                  radius > 0 &&
                  edit((a) => (a.shape.type === 'circle' ? { ...a, shape: { ...a.shape, radius } } : a))
                }
              />
            )}
            {(selected.kind === 'existing_tree' || selected.kind === 'existing_building') && (
              <NumberField
                label={tr('neighbors.height')}
                unit={tr('unit.mShort')}
                units={units}
                value={selected.height_m}
                min={0}
                max={200}
                required
                onValue={(h) => edit((a) => (h === undefined ? a : { ...a, height_m: h }))}
              />
            )}
          </fieldset>
        )}
      </div>
      <div className="step__canvas" ref={canvasBox}>
        <PlotCanvas
          bounds={bounds}
          label={tr('area.canvas')}
          northDeg={plot.north_deg}
          units={units}
          georef={plot.georef}
          onPointerDown={onCanvas}
          onKey={(event) => {
            const offset = nudgeOffset(event.key, event.shiftKey);
            if (offset === undefined || selected === undefined) return;
            event.preventDefault();
            edit((area) => moveArea(area, offset));
          }}
        >
          {(view) => (
            <>
              <BoundaryShape plot={plot} view={view} showLengths={false} />
              {protectedAreaShapes(plot).map((area) => (
                <ProtectedAreaShape key={area.id} area={area} view={view} selected={area.id === selectedId} />
              ))}
              <CornerMarkers points={points} view={view} />
            </>
          )}
        </PlotCanvas>
      </div>
    </main>
  );
}

export { ProtectedAreaStep as Component };
