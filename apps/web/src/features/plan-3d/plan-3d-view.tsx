import type { LandscapeObject, Plan, Plot } from '@plotplan/domain';
import { useId, useMemo, useState } from 'react';
import { useT } from '../../lib/i18n';
import { Plan3dCanvas } from './plan-3d-canvas';
import { sceneModel, sceneSun, type ColorOf, type PlanScene } from './plan-scene';
import { clockText, solarClockDate, sunReadout, todayIso } from './sun-clock';

interface Plan3dViewProps {
  readonly plot: Plot;
  readonly plan: Plan;
  readonly catalog: readonly LandscapeObject[];
  /** The 2D plan's colour per catalog code, so both views agree. */
  readonly colorOf?: ColorOf;
}

const NOON = 12 * 60;
const STEP_MIN = 15;

/** The plan as a 3D site model with the sun at a chosen date and time of day casting shadows. */
export function Plan3dView({ plot, plan, catalog, colorOf }: Plan3dViewProps) {
  const t = useT();
  const dateId = useId();
  const timeId = useId();
  const [day, setDay] = useState(todayIso);
  const [minutes, setMinutes] = useState(NOON);
  // The model follows the plan; only the sun follows the slider, so moving it rebuilds no meshes.
  const model = useMemo(() => sceneModel(plot, plan, catalog, colorOf), [plot, plan, catalog, colorOf]);
  const lon = plot.location?.lon ?? 0;
  // Without a location there is no sun to place: date and time would change nothing.
  const noSun = plot.location === undefined;
  const sun = useMemo(() => sceneSun(plot, solarClockDate(day, minutes, lon)), [plot, day, minutes, lon]);
  const scene: PlanScene = useMemo(() => ({ ...model, sun }), [model, sun]);

  return (
    <section className="plan-3d" aria-label={t('plan3d.label')}>
      <div className="plan-3d__controls">
        <div className="plan-3d__field">
          <label htmlFor={dateId}>{t('plan3d.date')}</label>
          <input
            id={dateId}
            type="date"
            value={day}
            required
            disabled={noSun}
            onChange={(event) => {
              // A cleared date input gives "": keep the last date rather than jump somewhere.
              if (event.target.value !== '') setDay(event.target.value);
            }}
          />
        </div>
        <div className="plan-3d__field plan-3d__field--time">
          <label htmlFor={timeId}>
            {t('plan3d.time')} <output htmlFor={timeId}>{clockText(minutes)}</output>
          </label>
          <input
            id={timeId}
            type="range"
            min={0}
            max={24 * 60 - STEP_MIN}
            step={STEP_MIN}
            value={minutes}
            disabled={noSun}
            aria-valuetext={t('plan3d.sunTime', { time: clockText(minutes) })}
            onChange={(event) => setMinutes(Number(event.target.value))}
          />
        </div>
        <p className="plan-3d__sun" role="status" aria-live="polite">
          {sunReadout(sun, t)}
        </p>
      </div>
      <Plan3dCanvas scene={scene} />
      <p className="plan-3d__hint muted">{t('plan3d.hint')}</p>
    </section>
  );
}
