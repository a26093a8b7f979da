import {
  PROJECT_THUMBNAIL_HEIGHT as THUMBNAIL_HEIGHT,
  PROJECT_THUMBNAIL_WIDTH as THUMBNAIL_WIDTH,
  type PlanBody,
  type PlotBody,
} from '@plotplan/contract';
import {
  pictureFrame,
  planDrawingModel,
  THUMBNAIL_LOOK,
  type PlanDrawingModel,
} from '@plotplan/contract/drawing';
import { pointsBox, type Point } from '@plotplan/domain';
import { num, planSvg, plotSvg, surroundingsSvg } from './thumbnail-shapes.js';

/** The padding around the picture, a share of its larger side (as the web's card thumbnails). */
const PADDING = 0.05;

const entities: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

// Characters XML 1.0 does not allow at all; they are dropped rather than escaped.
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** Text and attribute values for XML: the five special characters become entities. */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => entities[c] ?? c);
}

function svgOpen(name: string, viewBox: string): string {
  const label = escapeXml(name);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${THUMBNAIL_WIDTH}" height="${THUMBNAIL_HEIGHT}" ` +
    `viewBox="${viewBox}" preserveAspectRatio="xMidYMid meet" role="img" aria-label="${label}">` +
    `<title>${label}</title>`
  );
}

/**
 * A project without a plot: a dashed outline where the plot will be, and no words (an image cannot
 * follow the reader's language; the project card says "No plot yet" beside it, from the catalogue).
 */
function emptyThumbnail(name: string): string {
  const [w, h] = [THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT];
  return (
    svgOpen(name, `0 0 ${w} ${h}`) +
    `<rect width="${w}" height="${h}" fill="${THUMBNAIL_LOOK.background}"/>` +
    `<rect x="${w * 0.3}" y="${h * 0.2}" width="${w * 0.4}" height="${h * 0.6}" fill="none" ` +
    `stroke="${THUMBNAIL_LOOK.emptyOutline}" stroke-width="1.5" stroke-dasharray="6 4"/></svg>`
  );
}

/** The picture frames the plot with its surroundings and every object (one may stand outside). */
function viewBoxOf(model: PlanDrawingModel): string {
  const { minX, minY, maxX, maxY } = model.extent;
  const objects = model.objects.flatMap(({ outline }): Point[] =>
    outline.kind === 'polygon'
      ? [...outline.ring]
      : [
          [outline.center[0] - outline.radius, outline.center[1] - outline.radius],
          [outline.center[0] + outline.radius, outline.center[1] + outline.radius],
        ],
  );
  const frame = pictureFrame(pointsBox([[minX, minY], [maxX, maxY], ...objects]), PADDING);
  return [frame.x, frame.y, frame.width, frame.height].map(num).join(' ');
}

/**
 * A small self-contained SVG of a project for the project list, drawn from the plan drawing model
 * as the web's generation cards draw a plan: what lies beyond the plot (thin bands for streets,
 * forests, water and fields; the neighbours' houses hatched), the plot with its protected areas,
 * paths and the current plan's objects in the style table's looks, fitted into 240x160.
 * No scripts, styles or references; the only text (the name) is escaped.
 */
export function thumbnailSvg(name: string, plot: PlotBody | null, plan: PlanBody | null): string {
  if (plot === null || plot.boundary.length < 3) return emptyThumbnail(name);
  const model = planDrawingModel(plot, plan, { bands: 'thumbnail' });
  return (
    svgOpen(name, viewBoxOf(model)) + surroundingsSvg(model) + plotSvg(model) + planSvg(model) + '</svg>'
  );
}
