import type { Point } from '@plotplan/domain';
import * as THREE from 'three';
import { crownBottom, ringCenter, SCENE_COLORS, type PlanScene, type SceneSolid } from './plan-scene';

/*
 * three.js meshes for a PlanScene. Plan point (x, y) at height h is scene (x, h, -y): shapes are
 * built in the plan's xy plane and turned by -90 degrees about x, which sends y to -z and the
 * extrusion's +z to +y (up).
 */

const GRASS = SCENE_COLORS.grass;
const SURROUNDINGS = SCENE_COLORS.surroundings;
const BOUNDARY = SCENE_COLORS.boundary;

function shapeOf(ring: readonly Point[]): THREE.Shape {
  return new THREE.Shape(ring.map(([x, y]) => new THREE.Vector2(x, y)));
}

function material(
  color: string,
  options: THREE.MeshStandardMaterialParameters = {},
): THREE.MeshStandardMaterial {
  return new THREE.MeshStandardMaterial({ color, roughness: 0.9, metalness: 0, ...options });
}

function shaded<T extends THREE.Object3D>(object: T, cast = true): T {
  object.castShadow = cast;
  object.receiveShadow = true;
  return object;
}

/** A convex ring extruded from base to top; `caps` colours the roof, `sides` the walls. */
function prism(ring: readonly Point[], base: number, top: number, caps: string, sides: string): THREE.Mesh {
  const geometry = new THREE.ExtrudeGeometry(shapeOf(ring), { depth: top - base, bevelEnabled: false });
  geometry.rotateX(-Math.PI / 2);
  geometry.translate(0, base, 0);
  return shaded(new THREE.Mesh(geometry, [material(caps), material(sides)]));
}

/** A fence: the engine's two-point wall, drawn as a thin board wall. */
function wall(ring: readonly Point[], top: number): THREE.Mesh {
  const [a, b] = [ring[0] as Point, ring[1] as Point];
  const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const geometry = new THREE.BoxGeometry(length, top, 0.05);
  const mesh = shaded(new THREE.Mesh(geometry, material(SCENE_COLORS.fence)));
  mesh.position.set((a[0] + b[0]) / 2, top / 2, -(a[1] + b[1]) / 2);
  mesh.rotation.y = Math.atan2(b[1] - a[1], b[0] - a[0]);
  return mesh;
}

function radiusOf(ring: readonly Point[]): number {
  const [cx, cy] = ringCenter(ring);
  return Math.max(...ring.map(([x, y]) => Math.hypot(x - cx, y - cy)));
}

/** A rounded, slightly faceted crown filling the solid's ring between its bottom and top. */
function crown(solid: SceneSolid): THREE.Mesh {
  const bottom = crownBottom(solid);
  const r = radiusOf(solid.ring);
  const geometry = new THREE.IcosahedronGeometry(1, 2);
  geometry.scale(r, (solid.top_m - bottom) / 2, r);
  const [cx, cy] = ringCenter(solid.ring);
  geometry.translate(cx, (solid.top_m + bottom) / 2, -cy);
  return shaded(new THREE.Mesh(geometry, material(solid.color, { flatShading: true })));
}

function trunk(solid: SceneSolid): THREE.Mesh {
  const r = radiusOf(solid.ring);
  const height = solid.top_m - solid.base_m;
  const geometry = new THREE.CylinderGeometry(r * 0.7, r, height, 8);
  const [cx, cy] = ringCenter(solid.ring);
  geometry.translate(cx, solid.base_m + height / 2, -cy);
  return shaded(new THREE.Mesh(geometry, material(solid.color)));
}

function solidMesh(solid: SceneSolid): THREE.Object3D {
  const { ring, base_m, top_m, color } = solid;
  switch (solid.kind) {
    case 'tree-crown':
      return crown(solid);
    case 'trunk':
      return trunk(solid);
    case 'fence':
      return ring.length === 2 ? wall(ring, top_m) : prism(ring, base_m, top_m, color, color);
    case 'building':
      return prism(ring, base_m, top_m, color, SCENE_COLORS.wall);
    case 'neighbor-house':
      return prism(ring, base_m, top_m, SCENE_COLORS.neighborRoof, color);
    case 'forest':
    case 'object':
      return prism(ring, base_m, top_m, color, color);
  }
}

/** A flat footprint a few centimetres above the grass (so it never flickers with it). */
function flat(ring: readonly Point[], color: string, lift: number): THREE.Mesh {
  const geometry = new THREE.ShapeGeometry(shapeOf(ring));
  geometry.rotateX(-Math.PI / 2);
  geometry.translate(0, lift, 0);
  // Pulled forward in depth as well as lifted, so it wins over the grass at any distance.
  const offset = -Math.round(lift * 100);
  const look = material(color, {
    polygonOffset: offset !== 0,
    polygonOffsetFactor: offset,
    polygonOffsetUnits: offset,
  });
  return shaded(new THREE.Mesh(geometry, look), false);
}

/** Everything of the scene as one group: surroundings, the plot's grass and boundary, the solids. */
export function sceneGroup(scene: PlanScene): THREE.Group {
  const group = new THREE.Group();
  const [cx, cy] = scene.center;
  // Well below the grass and pushed back in depth: a coarse depth buffer (SwiftShader, phones)
  // would otherwise let the two fight in stripes far from the camera.
  const around = new THREE.Mesh(
    new THREE.CircleGeometry(scene.radius * 30, 64),
    material(SURROUNDINGS, { polygonOffset: true, polygonOffsetFactor: 4, polygonOffsetUnits: 4 }),
  );
  around.rotation.x = -Math.PI / 2;
  around.position.set(cx, -0.15, -cy);
  group.add(shaded(around, false));
  group.add(flat(scene.ground, GRASS, 0));
  for (const f of scene.flats) group.add(flat(f.ring, f.color, f.kind === 'path' ? 0.015 : 0.03));
  const outline = new THREE.BufferGeometry().setFromPoints(
    scene.ground.map(([x, y]) => new THREE.Vector3(x, 0.05, -y)),
  );
  group.add(new THREE.LineLoop(outline, new THREE.LineBasicMaterial({ color: BOUNDARY })));
  for (const solid of scene.solids) group.add(solidMesh(solid));
  return group;
}

/** Frees the group's geometries and materials (three.js does not garbage-collect GPU memory). */
export function disposeGroup(group: THREE.Object3D): void {
  group.traverse((object) => {
    if (!(object instanceof THREE.Mesh || object instanceof THREE.Line)) return;
    object.geometry.dispose();
    const materials: THREE.Material[] = Array.isArray(object.material) ? object.material : [object.material];
    for (const m of materials) m.dispose();
  });
}
