/**
 * A transverse Mercator projection on the WGS84 ellipsoid, centred on one point with scale 1, by
 * Krüger's series to sixth order in n (Karney, "Transverse Mercator with an accuracy of a few
 * nanometers", J. Geodesy 85, 2011, eqs. 35-36). Near its centre it keeps distances as measured
 * on the ground (scale error under 1e-6 within 6 km), so a projected plot can be measured in
 * metres, and its grid north at the centre is true north.
 */
const A_AXIS = 6_378_137;
const F = 1 / 298.257223563;
const E = Math.sqrt(F * (2 - F));
const N = F / (2 - F);
const RECTIFYING_RADIUS = (A_AXIS / (1 + N)) * (1 + N ** 2 / 4 + N ** 4 / 64 + N ** 6 / 256);
const ALPHA = [
  N / 2 -
    (2 * N ** 2) / 3 +
    (5 * N ** 3) / 16 +
    (41 * N ** 4) / 180 -
    (127 * N ** 5) / 288 +
    (7891 * N ** 6) / 37800,
  (13 * N ** 2) / 48 -
    (3 * N ** 3) / 5 +
    (557 * N ** 4) / 1440 +
    (281 * N ** 5) / 630 -
    (1983433 * N ** 6) / 1935360,
  (61 * N ** 3) / 240 - (103 * N ** 4) / 140 + (15061 * N ** 5) / 26880 + (167603 * N ** 6) / 181440,
  (49561 * N ** 4) / 161280 - (179 * N ** 5) / 168 + (6601661 * N ** 6) / 7257600,
  (34729 * N ** 5) / 80640 - (3418889 * N ** 6) / 1995840,
  (212378941 * N ** 6) / 319334400,
];
const BETA = [
  N / 2 -
    (2 * N ** 2) / 3 +
    (37 * N ** 3) / 96 -
    N ** 4 / 360 -
    (81 * N ** 5) / 512 +
    (96199 * N ** 6) / 604800,
  N ** 2 / 48 + N ** 3 / 15 - (437 * N ** 4) / 1440 + (46 * N ** 5) / 105 - (1118711 * N ** 6) / 3870720,
  (17 * N ** 3) / 480 - (37 * N ** 4) / 840 - (209 * N ** 5) / 4480 + (5569 * N ** 6) / 90720,
  (4397 * N ** 4) / 161280 - (11 * N ** 5) / 504 - (830251 * N ** 6) / 7257600,
  (4583 * N ** 5) / 161280 - (108847 * N ** 6) / 3991680,
  (20648693 * N ** 6) / 638668800,
];
const RAD = Math.PI / 180;

/** A geographic position in degrees (WGS84). */
export interface LatLon {
  readonly lat: number;
  readonly lon: number;
}

/** Metres east and north of the projection's centre. */
export interface EastNorth {
  readonly east: number;
  readonly north: number;
}

/** tan of the conformal latitude for tan(phi) = tau. */
function conformalTan(tau: number): number {
  const sigma = Math.sinh(E * Math.atanh((E * tau) / Math.hypot(1, tau)));
  return tau * Math.hypot(1, sigma) - sigma * Math.hypot(1, tau);
}

/** tan(phi) from the tan of the conformal latitude, by Newton's method (Karney eq. 19-21). */
function geographicTan(tauPrime: number): number {
  let tau = tauPrime;
  for (let i = 0; i < 6; i += 1) {
    const tauI = conformalTan(tau);
    const step =
      ((tauPrime - tauI) / Math.hypot(1, tauI)) *
      ((1 + (1 - E * E) * tau * tau) / ((1 - E * E) * Math.hypot(1, tau)));
    tau += step;
    if (Math.abs(step) < 1e-14) break;
  }
  return tau;
}

/** Krüger's xi, eta (in units of the rectifying radius) for a latitude and a longitude offset. */
function kruger(phi: number, lambda: number): { xi: number; eta: number } {
  const t = conformalTan(Math.tan(phi));
  const xiP = Math.atan2(t, Math.cos(lambda));
  const etaP = Math.asinh(Math.sin(lambda) / Math.hypot(t, Math.cos(lambda)));
  let xi = xiP;
  let eta = etaP;
  ALPHA.forEach((a, j) => {
    const k = 2 * (j + 1);
    xi += a * Math.sin(k * xiP) * Math.cosh(k * etaP);
    eta += a * Math.cos(k * xiP) * Math.sinh(k * etaP);
  });
  return { xi, eta };
}

/** Where `point` lies, in metres, on the transverse Mercator plane centred on `centre`. */
export function projectTransverseMercator(point: LatLon, centre: LatLon): EastNorth {
  const p = kruger(point.lat * RAD, (point.lon - centre.lon) * RAD);
  const c = kruger(centre.lat * RAD, 0);
  return { east: RECTIFYING_RADIUS * p.eta, north: RECTIFYING_RADIUS * (p.xi - c.xi) };
}

/** The inverse of projectTransverseMercator. */
export function unprojectTransverseMercator(point: EastNorth, centre: LatLon): LatLon {
  const xi = point.north / RECTIFYING_RADIUS + kruger(centre.lat * RAD, 0).xi;
  const eta = point.east / RECTIFYING_RADIUS;
  let xiP = xi;
  let etaP = eta;
  BETA.forEach((b, j) => {
    const k = 2 * (j + 1);
    xiP -= b * Math.sin(k * xi) * Math.cosh(k * eta);
    etaP -= b * Math.cos(k * xi) * Math.sinh(k * eta);
  });
  const tauPrime = Math.sin(xiP) / Math.hypot(Math.sinh(etaP), Math.cos(xiP));
  const lambda = Math.atan2(Math.sinh(etaP), Math.cos(xiP));
  return { lat: Math.atan(geographicTan(tauPrime)) / RAD, lon: centre.lon + lambda / RAD };
}
