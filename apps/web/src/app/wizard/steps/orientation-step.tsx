import { centroid, normalizeDeg, unitSystemOf, type Point } from '@plotplan/domain';
import { useMemo, useState } from 'react';
import { useDocumentTitle } from '../../../lib/routing';
import { NumberField } from '../../../components/form/number-field';
import { BoundaryShape, boundsOf, pathOf, PlotCanvas, worldToScreen } from '../../../lib/plan-canvas';
import { angleFromUp, sunPaths } from '../../../features/plot-editor/orientation/sun-path';
import { seasonOf, sunPathStyles } from '../../../features/plot-editor/orientation/sun-path-styles';
import { degrees } from '../../../lib/text';
import { useEditorSession } from '../use-editor-session';
import { useT, type MessageKey } from '../../../lib/i18n';

/** The sun-path days and seasons (sunPaths' labels, seasonOf's names) in the catalogue. */
const dayKeys: Readonly<Record<string, MessageKey>> = {
  'June 21': 'orient.june',
  'March / September 21': 'orient.equinoxes',
  'December 21': 'orient.december',
};
const seasonKeys: Readonly<Record<string, MessageKey>> = {
  summer: 'orient.summer',
  winter: 'orient.winter',
  equinox: 'orient.equinox',
};

export function OrientationStep() {
  const t = useT();
  const dayName = (label: string) => (dayKeys[label] === undefined ? label : t(dayKeys[label]));
  useDocumentTitle(t('step.orientation'));
  const { draft, update } = useEditorSession();
  const { plot } = draft;
  const [dragging, setDragging] = useState(false);
  const bounds = useMemo(() => {
    const b = boundsOf(plot.boundary);
    const pad = Math.max(b.maxX - b.minX, b.maxY - b.minY) * 0.6;
    return { minX: b.minX - pad, minY: b.minY - pad, maxX: b.maxX + pad, maxY: b.maxY + pad };
  }, [plot.boundary]);
  const centre: Point = plot.boundary.length >= 3 ? centroid(plot.boundary) : [0, 0];
  const radius = Math.max(bounds.maxX - bounds.minX, bounds.maxY - bounds.minY) * 0.4;
  const paths = useMemo(
    () => (plot.location === undefined ? [] : sunPaths(plot.boundary, plot.location, plot.north_deg, radius)),
    [plot.boundary, plot.location, plot.north_deg, radius],
  );
  const setNorth = (deg: number) =>
    update((d) => ({ ...d, plot: { ...d.plot, north_deg: normalizeDeg(deg) } }));

  return (
    <main className="step" aria-labelledby="page-title">
      <div className="step__form">
        <h1 id="page-title">{t('step.orientation')}</h1>
        <p className="muted">{t('orient.intro')}</p>
        <NumberField
          label={t('orient.north')}
          unit="°"
          value={plot.north_deg}
          min={0}
          max={359}
          step={0.1}
          required
          onValue={(v) => v !== undefined && setNorth(v)}
        />
        <input
          type="range"
          min={0}
          max={359}
          value={Math.round(plot.north_deg)}
          aria-label={t('orient.northAngle')}
          aria-valuetext={degrees(plot.north_deg)}
          onChange={(event) => setNorth(Number(event.target.value))}
        />
        {plot.location === undefined ? (
          <p className="panel panel--notice">{t('orient.needLocation')}</p>
        ) : (
          <ul className="legend" aria-label={t('orient.sunPaths')}>
            {paths.map((path, i) => {
              const style = sunPathStyles[i] ?? sunPathStyles[0];
              return (
                <li key={path.label}>
                  <svg width="32" height="10" aria-hidden="true" className="legend__line">
                    <line
                      x1="2"
                      y1="5"
                      x2="30"
                      y2="5"
                      stroke={style.colour}
                      strokeWidth={style.width}
                      strokeDasharray={style.dash}
                      strokeLinecap="round"
                    />
                  </svg>
                  {dayName(path.label)} (
                  {t(seasonKeys[seasonOf(i, plot.location?.lat ?? 0)] ?? 'orient.equinox')})
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <div className="step__canvas">
        <PlotCanvas
          bounds={bounds}
          label={t('orient.canvas')}
          northDeg={plot.north_deg}
          units={unitSystemOf(plot)}
          georef={plot.georef}
          onPointerDown={({ world }) => {
            setDragging(true);
            setNorth(angleFromUp(centre, world));
          }}
          onPointerMove={({ world }) => dragging && setNorth(angleFromUp(centre, world))}
          onPointerUp={() => setDragging(false)}
        >
          {(view) => {
            const [cx, cy] = worldToScreen(view, centre);
            const rad = (plot.north_deg * Math.PI) / 180;
            const tip = worldToScreen(view, [
              centre[0] + Math.sin(rad) * radius * 0.9,
              centre[1] + Math.cos(rad) * radius * 0.9,
            ]);
            return (
              <>
                <BoundaryShape plot={plot} view={view} showLengths={false} />
                {paths.map((path, i) => {
                  const style = sunPathStyles[i] ?? sunPathStyles[0];
                  return (
                    <path
                      key={path.label}
                      d={pathOf(view, path.points, false)}
                      fill="none"
                      stroke={style.colour}
                      strokeWidth={style.width}
                      strokeDasharray={style.dash}
                      strokeLinecap="round"
                      className="sun-path"
                      aria-label={t('orient.sunPath', { day: dayName(path.label) })}
                    />
                  );
                })}
                <line x1={cx} y1={cy} x2={tip[0]} y2={tip[1]} className="north-line" />
                <text x={tip[0]} y={tip[1]} dy={-6} className="north-line__label">
                  {t('orient.northLetter')}
                </text>
              </>
            );
          }}
        </PlotCanvas>
      </div>
    </main>
  );
}

export { OrientationStep as Component };
