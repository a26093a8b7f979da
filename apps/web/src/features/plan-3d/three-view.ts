import { SCENE_3D_LIGHT } from '@plotplan/contract/drawing';
import { sunDirectionInPlan } from '@plotplan/domain';
import * as THREE from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import type { PlanScene } from './plan-scene';
import { disposeGroup, sceneGroup } from './scene-meshes';

/** The 3D view's handle: this module (and three.js with it) is loaded only when the view opens. */
export interface ThreeView {
  show(scene: PlanScene): void;
  /** Orbits the camera about the centre (degrees; positive: counter-clockwise from above, so the model turns left). */
  turn(deg: number): void;
  /** Moves the camera towards the centre (factor < 1) or away (> 1). */
  zoom(factor: number): void;
  reset(): void;
  dispose(): void;
}

const FOV_DEG = 40;
const SKY_DAY = new THREE.Color(SCENE_3D_LIGHT.skyDay);
const SKY_NIGHT = new THREE.Color(SCENE_3D_LIGHT.skyNight);

/** Renders into `container` (a canvas named `label` is appended); throws when WebGL cannot start. */
export function createThreeView(container: HTMLElement, label: string): ThreeView {
  const renderer = new THREE.WebGLRenderer({ antialias: true, preserveDrawingBuffer: true });
  renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
  renderer.shadowMap.enabled = true;
  renderer.shadowMap.type = THREE.PCFSoftShadowMap;
  renderer.domElement.setAttribute('aria-label', label);
  renderer.domElement.setAttribute('role', 'img');
  container.appendChild(renderer.domElement);

  const world = new THREE.Scene();
  const camera = new THREE.PerspectiveCamera(FOV_DEG, 1, 0.5, 2000);
  const controls = new OrbitControls(camera, renderer.domElement);
  // Never under the ground, never straight down (the view would spin about its axis).
  controls.maxPolarAngle = Math.PI / 2 - 0.05;
  controls.minPolarAngle = 0.05;
  controls.screenSpacePanning = false;

  const hemisphere = new THREE.HemisphereLight(
    SCENE_3D_LIGHT.hemisphereSky,
    SCENE_3D_LIGHT.hemisphereGround,
    1.1,
  );
  const sunLight = new THREE.DirectionalLight(SCENE_3D_LIGHT.sun, 2.4);
  sunLight.castShadow = true;
  sunLight.shadow.mapSize.set(2048, 2048);
  // Bias against acne on the flat-lit roofs and grass, normal bias for the curved crowns.
  sunLight.shadow.bias = -0.0004;
  sunLight.shadow.normalBias = 0.04;
  world.add(hemisphere, sunLight, sunLight.target);

  let content: THREE.Group | undefined;
  let current: PlanScene | undefined;
  let home = { position: new THREE.Vector3(), target: new THREE.Vector3() };

  const render = () => renderer.render(world, camera);
  controls.addEventListener('change', render);
  // Until the user moves the camera, a resize frames the model anew for the new shape.
  let moved = false;
  const markMoved = () => {
    moved = true;
  };
  controls.addEventListener('start', markMoved);

  const resize = () => {
    const width = Math.max(1, container.clientWidth);
    const height = Math.max(1, container.clientHeight);
    renderer.setSize(width, height);
    camera.aspect = width / height;
    camera.updateProjectionMatrix();
    if (!moved && current !== undefined) {
      frame(current);
      goHome();
    }
    render();
  };
  const observer = new ResizeObserver(() => resize());
  observer.observe(container);

  /** A three-quarter view from the plot's south-south-east, far enough to take in every solid. */
  const frame = (scene: PlanScene) => {
    const [cx, cy] = scene.center;
    const target = new THREE.Vector3(cx, Math.min(scene.maxHeight_m, 6) / 3, -cy);
    const [nx, ny] = sunDirectionInPlan(0, scene.north_deg);
    const toCamera = new THREE.Vector3(-nx, 0, ny).applyAxisAngle(new THREE.Vector3(0, 1, 0), -Math.PI / 8);
    const elevation = (35 * Math.PI) / 180;
    const halfV = (FOV_DEG / 2) * (Math.PI / 180);
    const halfH = Math.atan(Math.tan(halfV) * camera.aspect);
    // The framing circle's width must fit across, its foreshortened depth plus the tallest solid
    // up and down; the near half looks bigger in perspective, hence the extra margin.
    const across = (scene.radius * 1.02) / Math.tan(halfH);
    const upDown =
      (scene.radius * Math.sin(elevation) + 0.5 * scene.maxHeight_m * Math.cos(elevation)) / Math.tan(halfV);
    const distance = Math.max(across, upDown) + scene.radius * 0.2;
    const offset = toCamera.multiplyScalar(distance * Math.cos(elevation));
    offset.y = distance * Math.sin(elevation);
    // The land around fades into the sky well behind the plot: no hard horizon edge.
    world.fog = new THREE.Fog(SKY_DAY, distance + scene.radius, distance * 3.5);
    home = { position: target.clone().add(offset), target };
    controls.minDistance = 3;
    controls.maxDistance = distance * 3;
    camera.far = distance * 6;
  };

  const goHome = () => {
    camera.position.copy(home.position);
    controls.target.copy(home.target);
    camera.updateProjectionMatrix();
    controls.update();
  };

  const light = (scene: PlanScene) => {
    const [cx, cy] = scene.center;
    const center = new THREE.Vector3(cx, 0, -cy);
    const sun = scene.sun;
    // Without a location the model is lit from straight above; at night only by the sky.
    const toSun =
      sun === null ? new THREE.Vector3(0.15, 1, 0.1).normalize() : new THREE.Vector3(...sun.toSun);
    const day = sun === null || sun.up;
    const reach = scene.radius + scene.maxHeight_m;
    sunLight.visible = day;
    sunLight.castShadow = sun !== null;
    sunLight.position.copy(center).addScaledVector(toSun, reach * 2);
    sunLight.target.position.copy(center);
    // The shadow camera looks along the light: the framing circle plus the tallest solid fits.
    const shadowCamera = sunLight.shadow.camera;
    shadowCamera.left = -reach;
    shadowCamera.right = reach;
    shadowCamera.top = reach;
    shadowCamera.bottom = -reach;
    shadowCamera.near = 0.5;
    shadowCamera.far = reach * 4;
    shadowCamera.updateProjectionMatrix();
    // Low sun is warmer and weaker; the sky does more of the lighting.
    const altitude = sun === null ? 60 : Math.max(0, sun.altitude_deg);
    sunLight.intensity = day ? 0.8 + 1.8 * Math.min(1, altitude / 35) : 0;
    sunLight.color.set(altitude < 12 ? SCENE_3D_LIGHT.lowSun : SCENE_3D_LIGHT.sun);
    hemisphere.intensity = day ? 1.1 : 0.35;
    world.background = day ? SKY_DAY : SKY_NIGHT;
    if (world.fog instanceof THREE.Fog) world.fog.color = day ? SKY_DAY : SKY_NIGHT;
  };

  // Sized now, so the first frame is framed for the real shape, not the default 300 x 150.
  resize();

  return {
    show(scene) {
      const geometryChanged =
        current === undefined || current.solids !== scene.solids || current.ground !== scene.ground;
      if (geometryChanged) {
        if (content !== undefined) {
          world.remove(content);
          disposeGroup(content);
        }
        content = sceneGroup(scene);
        world.add(content);
      }
      // Keep the user's camera unless the model's extent changed.
      const refit =
        current === undefined ||
        current.radius !== scene.radius ||
        current.center[0] !== scene.center[0] ||
        current.center[1] !== scene.center[1];
      current = scene;
      if (refit) {
        frame(scene);
        goHome();
      }
      light(scene);
      render();
    },
    turn(deg) {
      moved = true;
      const offset = camera.position.clone().sub(controls.target);
      offset.applyAxisAngle(new THREE.Vector3(0, 1, 0), (deg * Math.PI) / 180);
      camera.position.copy(controls.target).add(offset);
      controls.update();
    },
    zoom(factor) {
      moved = true;
      const offset = camera.position.clone().sub(controls.target);
      const length = THREE.MathUtils.clamp(
        offset.length() * factor,
        controls.minDistance,
        controls.maxDistance,
      );
      camera.position.copy(controls.target).add(offset.setLength(length));
      controls.update();
    },
    reset() {
      moved = false;
      if (current !== undefined) frame(current);
      goHome();
    },
    dispose() {
      observer.disconnect();
      controls.removeEventListener('change', render);
      controls.removeEventListener('start', markMoved);
      controls.dispose();
      if (content !== undefined) disposeGroup(content);
      sunLight.dispose();
      hemisphere.dispose();
      renderer.dispose();
      renderer.forceContextLoss();
      renderer.domElement.remove();
    },
  };
}
