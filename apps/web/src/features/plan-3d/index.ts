// The 3D view of the plan: a site model with the sun at a chosen date and time casting shadows.
export { Plan3dView } from './plan-3d-view';
