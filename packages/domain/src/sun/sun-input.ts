/** A moment and a place: latitude -90..90 (north positive), longitude -180..180 (east positive). */
export interface SunQuery {
  readonly date: Date;
  readonly lat: number;
  readonly lon: number;
}

/** Throws a RangeError unless lat and lon are finite and in range. */
export function assertLatLon(lat: number, lon: number): void {
  if (!Number.isFinite(lat) || lat < -90 || lat > 90) {
    throw new RangeError(`latitude must be a number from -90 to 90, got ${lat}`);
  }
  if (!Number.isFinite(lon) || lon < -180 || lon > 180) {
    throw new RangeError(`longitude must be a number from -180 to 180, got ${lon}`);
  }
}

/** The query's instant in milliseconds since the Unix epoch; throws on an invalid Date. */
export function queryTime(query: SunQuery): number {
  assertLatLon(query.lat, query.lon);
  const ms = query.date.getTime();
  if (!Number.isFinite(ms)) throw new RangeError('date must be a valid Date');
  return ms;
}
