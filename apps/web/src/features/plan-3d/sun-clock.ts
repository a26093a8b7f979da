import type { MessageKey, Translate } from '../../lib/i18n';
import type { SceneSun } from './plan-scene';

/*
 * The 3D view's date and time of day. The time is the plot's local mean solar time (UTC shifted by
 * longitude / 15 h): no time-zone table is needed, and 12:00 is within about 16 minutes of the
 * sun's highest point anywhere, which is what the slider is for.
 */

const MINUTE_MS = 60_000;

/** Today in this browser as YYYY-MM-DD (the date input's value). */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The instant of `minutes` after midnight of `day` (YYYY-MM-DD) in mean solar time at `lon`. */
export function solarClockDate(day: string, minutes: number, lon: number): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const midnightUtc =
    match === null
      ? Date.UTC(2000, 5, 21)
      : Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(midnightUtc + (minutes - (lon / 15) * 60) * MINUTE_MS);
}

/** 0..1439 as "07:30". */
export function clockText(minutes: number): string {
  const m = Math.round(minutes);
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

const COMPASS = ['north', 'north-east', 'east', 'south-east', 'south', 'south-west', 'west', 'north-west'];

/** An azimuth (clockwise from north) as one of eight compass words. */
export function compassWord(azimuth_deg: number): string {
  const i = Math.round((((azimuth_deg % 360) + 360) % 360) / 45) % 8;
  return COMPASS[i] as string;
}

/** "from the north" ... per compass word, in the catalogue. */
const FROM_KEYS: Readonly<Record<string, MessageKey>> = {
  north: 'plan3d.from.north',
  'north-east': 'plan3d.from.northEast',
  east: 'plan3d.from.east',
  'south-east': 'plan3d.from.southEast',
  south: 'plan3d.from.south',
  'south-west': 'plan3d.from.southWest',
  west: 'plan3d.from.west',
  'north-west': 'plan3d.from.northWest',
};

/** "Sun 41° high, from the south-west", or why there is no sun to show, in the interface's language. */
export function sunReadout(sun: SceneSun | null, t: Translate): string {
  if (sun === null) return t('plan3d.noLocation');
  if (!sun.up) return t('plan3d.belowHorizon');
  const from = FROM_KEYS[compassWord(sun.azimuth_deg)] ?? 'plan3d.from.north';
  return t('plan3d.sunAt', { altitude: Math.round(sun.altitude_deg), from: t(from) });
}
