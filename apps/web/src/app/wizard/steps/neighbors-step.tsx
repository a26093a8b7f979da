import { surroundedBounds } from '@plotplan/contract/drawing';
import {
  edgeKinds,
  unitSystemOf,
  wicketBesideGate,
  WICKET_WIDTH_M,
  type BuildingMaterial,
  type EdgeKind,
  type Entrance,
  type NeighborBuilding,
  type Plot,
  type PlotEdge,
} from '@plotplan/domain';
import { useMemo, useState } from 'react';
import { useDocumentTitle } from '../../../lib/routing';
import { sideLengths } from '../../../features/plot-editor/boundary/boundary-builders';
import { NumberField } from '../../../components/form/number-field';
import { SelectField } from '../../../components/form/select-field';
import { BoundaryShape, edgeKindStyle, EntranceMarker, PlotCanvas } from '../../../lib/plan-canvas';
import { useEditorSession } from '../use-editor-session';
import { wicketMessages } from '../wicket-messages';
import { OpeningFields } from './opening-fields';
import { useLocale, useT, type MessageKey } from '../../../lib/i18n';
import { formatLength } from '../../../lib/units';

// The neighbour's house: its distance from the boundary and its height, in metres.
const buildingSizes = [
  { key: 'offset_m', label: 'neighbors.offset', min: 0, max: 500 },
  { key: 'height_m', label: 'neighbors.height', min: 0.1, max: 200 },
] as const;

// Its size and where it stands along the side (blank: an 8 x 6 m house at the side's middle): the
// sun map, the 3D view and the generator shade with the house as entered.
const buildingFootprint = [
  { key: 'length_m', label: 'neighbors.length', blank: 'neighbors.lengthBlank', min: 0.1, max: 200 },
  { key: 'depth_m', label: 'neighbors.depth', blank: 'neighbors.depthBlank', min: 0.1, max: 200 },
  { key: 'along_m', label: 'neighbors.along', blank: 'neighbors.alongBlank', min: -500, max: 500 },
] as const;

const materials: { value: BuildingMaterial; label: MessageKey }[] = [
  { value: 'noncombustible', label: 'neighbors.noncombustible' },
  { value: 'mixed', label: 'neighbors.mixed' },
  { value: 'wood', label: 'neighbors.wood' },
];

export function NeighborsStep() {
  const t = useT();
  const locale = useLocale();
  useDocumentTitle(t('step.neighbors'));
  const { draft, update } = useEditorSession();
  const { plot } = draft;
  const units = unitSystemOf(plot);
  const [selected, setSelected] = useState(0);
  // The plot and what lies beyond it, with room for a house the user is about to add.
  const bounds = useMemo(() => surroundedBounds(plot, 10), [plot]);
  const lengths = sideLengths(plot.boundary);
  const edge: PlotEdge = plot.edges[selected] ?? { kind: 'unknown' };
  const frontEdges = plot.edges
    .map((e, i) => ({ e, i }))
    .filter(({ e }) => e.kind === 'street' || e.kind === 'driveway');
  const frontSides = frontEdges.map(({ e, i }) => ({
    value: String(i),
    label: t('neighbors.sideOption', { side: i + 1, kind: t(edgeKindStyle[e.kind].lower) }),
  }));
  // The gate (`entrance`) and the wicket: a change to one from the plot as it is now.
  const setOpenings = (change: (plot: Plot) => Partial<Pick<Plot, 'entrance' | 'wicket'>>) =>
    update((d) => ({ ...d, plot: { ...d.plot, ...change(d.plot) } }));

  const setEdge = (change: (edge: PlotEdge) => PlotEdge) =>
    update((d) => {
      const edges = d.plot.boundary.map((_, i) => d.plot.edges[i] ?? { kind: 'unknown' as const });
      edges[selected] = change(edges[selected] ?? { kind: 'unknown' });
      // A gate or wicket on a side that is no longer a street or driveway goes.
      const front = (o: Entrance | undefined) =>
        o !== undefined && ['street', 'driveway'].includes(edges[o.edge]?.kind ?? '') ? o : undefined;
      return {
        ...d,
        plot: { ...d.plot, edges, entrance: front(d.plot.entrance), wicket: front(d.plot.wicket) },
      };
    });
  const setBuilding = (change: Partial<NeighborBuilding>) =>
    setEdge((old) =>
      old.building === undefined ? old : { ...old, building: { ...old.building, ...change } },
    );
  const setKind = (kind: EdgeKind) =>
    setEdge((old) => ({
      kind,
      ...(old.fence_height_m === undefined ? {} : { fence_height_m: old.fence_height_m }),
      ...(kind === 'neighbor' && old.building !== undefined ? { building: old.building } : {}),
    }));

  if (plot.boundary.length < 3) {
    return (
      <main className="step" aria-labelledby="page-title">
        <div className="step__form">
          <h1 id="page-title">{t('step.neighbors')}</h1>
          <p className="panel panel--notice">{t('neighbors.needBoundary')}</p>
        </div>
      </main>
    );
  }

  return (
    <main className="step" aria-labelledby="page-title">
      <div className="step__form">
        <h1 id="page-title">{t('step.neighbors')}</h1>
        <p className="muted">{t('neighbors.intro')}</p>
        <div className="side-list" role="listbox" aria-label={t('neighbors.sides')}>
          {plot.boundary.map((_, i) => (
            <button
              key={i}
              type="button"
              role="option"
              aria-selected={selected === i}
              className="side-list__item"
              onClick={() => setSelected(i)}
            >
              <span
                className="legend__swatch"
                style={{ background: edgeKindStyle[plot.edges[i]?.kind ?? 'unknown'].color }}
                aria-hidden="true"
              />
              {t('neighbors.sideItem', {
                side: i + 1,
                length: formatLength(units, locale, lengths[i] ?? 0, 1, true),
                kind: t(edgeKindStyle[plot.edges[i]?.kind ?? 'unknown'].label),
              })}
            </button>
          ))}
        </div>
        <fieldset>
          <legend>{t('neighbors.beyond', { side: selected + 1 })}</legend>
          <div
            className="chip-group"
            role="radiogroup"
            aria-label={t('neighbors.beyondAria', { side: selected + 1 })}
          >
            {edgeKinds.map((kind) => (
              <label key={kind} className="chip">
                <input
                  type="radio"
                  name="edge-kind"
                  checked={edge.kind === kind}
                  onChange={() => setKind(kind)}
                />
                {t(edgeKindStyle[kind].label)}
              </label>
            ))}
          </div>
          {edge.kind === 'neighbor' && (
            <div className="subform">
              <label className="checkbox">
                <input
                  type="checkbox"
                  checked={edge.building !== undefined}
                  onChange={(event) =>
                    setEdge((old) => {
                      const { building: _building, ...rest } = old;
                      return event.target.checked
                        ? { ...rest, building: { offset_m: 3, height_m: 6, material: 'mixed' } }
                        : rest;
                    })
                  }
                />
                {t('neighbors.hasHouse')}
              </label>
              {edge.building !== undefined && (
                <>
                  <div className="field-row">
                    {buildingSizes.map(({ key, label, min, max }) => (
                      <NumberField
                        key={key}
                        label={t(label)}
                        unit={t('unit.mShort')}
                        units={units}
                        value={edge.building?.[key]}
                        min={min}
                        max={max}
                        required
                        onValue={(v) => v !== undefined && setBuilding({ [key]: v })}
                      />
                    ))}
                  </div>
                  <div className="field-row">
                    {buildingFootprint.map(({ key, label, blank, min, max }) => (
                      <NumberField
                        key={key}
                        label={t('neighbors.blankLabel', { label: t(label), blank: t(blank) })}
                        unit={t('unit.mShort')}
                        units={units}
                        value={edge.building?.[key]}
                        min={min}
                        max={max}
                        onValue={(v) =>
                          setEdge((old) => {
                            if (old.building === undefined) return old;
                            const { [key]: _old, ...building } = old.building;
                            return {
                              ...old,
                              building: v === undefined ? building : { ...building, [key]: v },
                            };
                          })
                        }
                      />
                    ))}
                  </div>
                  <SelectField
                    label={t('neighbors.material')}
                    value={edge.building.material}
                    options={materials.map((m) => ({ value: m.value, label: t(m.label) }))}
                    onValueChange={(material) => setBuilding({ material: material as BuildingMaterial })}
                  />
                </>
              )}
            </div>
          )}
          <NumberField
            label={t('neighbors.fence')}
            unit={t('unit.mShort')}
            units={units}
            value={edge.fence_height_m}
            min={0}
            max={10}
            onValue={(v) =>
              setEdge((old) => {
                const { fence_height_m: _fence, ...rest } = old;
                return v === undefined ? rest : { ...rest, fence_height_m: v };
              })
            }
          />
        </fieldset>
        <fieldset>
          <legend>{t('neighbors.entrance')}</legend>
          {frontEdges.length === 0 ? (
            <p className="muted">{t('neighbors.entranceHint')}</p>
          ) : (
            <OpeningFields
              units={units}
              words={{
                side: t('neighbors.onSide'),
                none: t('neighbors.noEntrance'),
                position: (percent) => t('neighbors.position', { percent }),
                width: t('neighbors.width'),
              }}
              opening={plot.entrance}
              sides={frontSides}
              minWidth={0.5}
              maxWidth={50}
              onSide={(side) =>
                setOpenings((p) => ({
                  entrance:
                    side === undefined
                      ? undefined
                      : { edge: side, t: p.entrance?.t ?? 0.5, width_m: p.entrance?.width_m ?? 4 },
                }))
              }
              onChange={(change) =>
                setOpenings((p) => ({ entrance: p.entrance && { ...p.entrance, ...change } }))
              }
            />
          )}
        </fieldset>
        {frontEdges.length > 0 && (
          <fieldset>
            <legend>{t('neighbors.wicket')}</legend>
            <p className="muted">{t('neighbors.wicketHint')}</p>
            <OpeningFields
              units={units}
              words={{
                side: t('neighbors.wicketSide'),
                none: t(plot.entrance === undefined ? 'neighbors.wicketNone' : 'neighbors.wicketShared'),
                position: (percent) => t('neighbors.wicketPosition', { percent }),
                width: t('neighbors.wicketWidth'),
              }}
              opening={plot.wicket}
              sides={frontSides}
              minWidth={0.5}
              maxWidth={3}
              onSide={(side) =>
                setOpenings((p) => ({
                  wicket:
                    side === undefined
                      ? undefined
                      : { ...wicketBesideGate(p, side), width_m: p.wicket?.width_m ?? WICKET_WIDTH_M },
                }))
              }
              onChange={(change) => setOpenings((p) => ({ wicket: p.wicket && { ...p.wicket, ...change } }))}
              problems={wicketMessages(plot)}
            />
          </fieldset>
        )}
      </div>
      <div className="step__canvas">
        <PlotCanvas
          bounds={bounds}
          label={t('neighbors.canvas')}
          interactive={false}
          northDeg={plot.north_deg}
          units={units}
          georef={plot.georef}
        >
          {(view) => (
            <>
              <BoundaryShape plot={plot} view={view} selectedEdge={selected} onEdgeSelect={setSelected} />
              <EntranceMarker plot={plot} view={view} />
            </>
          )}
        </PlotCanvas>
      </div>
    </main>
  );
}

export { NeighborsStep as Component };
