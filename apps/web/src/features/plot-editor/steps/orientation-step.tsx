import { centroid, normalizeDeg, type Point } from '@plotplan/domain';
import { useMemo, useState } from 'react';
import { useDocumentTitle } from '../../../lib/routing';
import { NumberField } from '../../../components/form/number-field';
import { BoundaryShape, boundsOf, pathOf, PlotCanvas, worldToScreen } from '../../../lib/plan-canvas';
import { angleFromUp, sunPaths } from '../orientation/sun-path';
import { seasonOf, sunPathStyles } from '../orientation/sun-path-styles';
import { degrees } from '../../../lib/text';
import { useEditorSession } from '../state/use-editor-session';

export function OrientationStep() {
  useDocumentTitle('Orientation');
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
        <h1 id="page-title">Orientation</h1>
        <p className="muted">
          Turn the arrow to where true north is on your plan: drag on the drawing, or type the angle.
        </p>
        <NumberField
          label="North, clockwise from up"
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
          aria-label="North angle"
          aria-valuetext={degrees(plot.north_deg)}
          onChange={(event) => setNorth(Number(event.target.value))}
        />
        {plot.location === undefined ? (
          <p className="panel panel--notice">
            Set the plot&apos;s location in the preparation step to see the sun&apos;s path.
          </p>
        ) : (
          <ul className="legend" aria-label="Sun paths">
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
                  {path.label} ({seasonOf(i, plot.location?.lat ?? 0)})
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <div className="step__canvas">
        <PlotCanvas
          bounds={bounds}
          label="Plot orientation: drag to turn north"
          northDeg={plot.north_deg}
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
                      aria-label={`Sun path, ${path.label}`}
                    />
                  );
                })}
                <line x1={cx} y1={cy} x2={tip[0]} y2={tip[1]} className="north-line" />
                <text x={tip[0]} y={tip[1]} dy={-6} className="north-line__label">
                  N
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
