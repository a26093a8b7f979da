// Public surface of the sun engine: solar position and times, sampling of a period, ground shadows,
// the sun-hours map and the per-object sun hours and classes.
export { solarPosition, refractionDeg, type SolarPosition } from './solar-position.js';
export type { SunQuery } from './sun-input.js';
export { localMeanMidnight, sunTimes, SUNRISE_ALTITUDE_DEG, type SunTimes } from './sun-times.js';
export {
  DEFAULT_SUN_PERIOD,
  growingSeason,
  periodLength,
  sampleDays,
  type SampleDay,
  type SunPeriod,
} from './sun-period.js';
export {
  SUN_SAMPLING_DEFAULTS,
  sunSamples,
  type SunSample,
  type SunSampling,
  type SunSamplingOptions,
} from './sun-samples.js';
export { convexShadow, shadowPolygon, shadowShiftPerMetre, sunDirectionInPlan } from './shadow.js';
export {
  crownProfile,
  prismProfile,
  SHADE_DEFAULTS,
  shadeCasters,
  type ShadeCaster,
  type ShadeSource,
  type ShadeProfile,
  type ShadeProfileFn,
  type ShadeSceneOptions,
} from './shade-casters.js';
export { shadowsAt } from './shadows-at.js';
export {
  MissingLocationError,
  OUTSIDE_PLOT,
  sunHoursAt,
  sunHoursMap,
  type SunHoursMap,
  type SunHoursMapOptions,
} from './sun-hours-map.js';
export { objectSunHours } from './object-sun-hours.js';
export { SUN_CLASS_HOURS, sunClass, type SunClass } from './sun-class.js';
