// The thumbnails module: a project's small picture for the project list, drawn from the plan
// drawing model (@plotplan/contract/drawing) as the web's generation cards draw it. No routes.
export { thumbnailSvg } from './thumbnail-svg.js';
