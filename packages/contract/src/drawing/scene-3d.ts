/**
 * The 3D view's colours: what the plan has no colour for (walls, trunks, the grass, the sky and the
 * light). Objects take their family's fill (families.ts), so the 3D view and the plan agree.
 */
export const SCENE_3D = {
  wall: '#efe7da',
  neighborHouse: '#9aa0a6',
  neighborRoof: '#7d838a',
  forest: '#2f5d3a',
  treeCrown: '#4f8a3c',
  trunk: '#6b4a2f',
  fence: '#8a6f4e',
  path: '#cfc6b4',
  other: '#8d99ae',
  grass: '#7fae5b',
  surroundings: '#c3cdb0',
  boundary: '#2f3b2a',
} as const;

/** The sky and the light by time of day. */
export const SCENE_3D_LIGHT = {
  skyDay: '#dde8f0',
  skyNight: '#3b4654',
  hemisphereSky: '#f4f8ff',
  hemisphereGround: '#5f6f48',
  sun: '#fff4e0',
  lowSun: '#ffd8a8',
} as const;
