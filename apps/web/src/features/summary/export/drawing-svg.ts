import { PLAN_INKS } from '@plotplan/contract/drawing';
import type { DrawingShape, PlanDrawing, Stroke } from './drawing-types';
import type { SvgFont } from './svg-font';

const num = (v: number) => String(Number(v.toFixed(3)));

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

function strokeAttributes(stroke: Stroke | undefined): string {
  if (stroke === undefined) return ' stroke="none"';
  const dash = stroke.dash_mm === undefined ? '' : ` stroke-dasharray="${stroke.dash_mm.map(num).join(' ')}"`;
  return ` stroke="${stroke.color}" stroke-width="${num(stroke.width_mm)}"${dash}`;
}

function fillAttributes(fill: string | undefined, opacity: number | undefined): string {
  if (fill === undefined) return ' fill="none"';
  return ` fill="${fill}"${opacity === undefined ? '' : ` fill-opacity="${num(opacity)}"`}`;
}

function shapeElement(shape: DrawingShape): string {
  const data = `data-role="${shape.role}"${shape.objectId === undefined ? '' : ` data-object-id="${escapeXml(shape.objectId)}"`}`;
  switch (shape.kind) {
    case 'polygon':
      return `<polygon ${data} points="${shape.points.map((p) => `${num(p[0])},${num(p[1])}`).join(' ')}"${fillAttributes(shape.fill, shape.fillOpacity)}${strokeAttributes(shape.stroke)} stroke-linejoin="round"/>`;
    case 'circle':
      return `<circle ${data} cx="${num(shape.center[0])}" cy="${num(shape.center[1])}" r="${num(shape.radius_mm)}"${fillAttributes(shape.fill, shape.fillOpacity)}${strokeAttributes(shape.stroke)}/>`;
    case 'line':
      return `<line ${data} x1="${num(shape.from[0])}" y1="${num(shape.from[1])}" x2="${num(shape.to[0])}" y2="${num(shape.to[1])}"${strokeAttributes(shape.stroke)} stroke-linecap="round"/>`;
    case 'text': {
      const weight = shape.bold === true ? ' font-weight="700"' : '';
      return `<text ${data} x="${num(shape.at[0])}" y="${num(shape.at[1])}" font-size="${num(shape.size_mm)}" text-anchor="${shape.anchor}" fill="${shape.color}"${weight}>${escapeXml(shape.text)}</text>`;
    }
  }
}

const FALLBACK_FAMILIES = 'Helvetica, Arial, sans-serif';

/**
 * The drawing as a standalone SVG document, one user unit per millimetre and its size in mm, so
 * printed at 100 % it is true to its stated scale. With `font`, its @font-face rules are embedded
 * and its family named first, so the text reads the same in any viewer.
 */
export function drawingToSvg(drawing: PlanDrawing, title: string, font?: SvgFont): string {
  const { width_mm: w, height_mm: h } = drawing;
  const families = font === undefined ? FALLBACK_FAMILIES : `'${font.family}', ${FALLBACK_FAMILIES}`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" width="${num(w)}mm" height="${num(h)}mm" viewBox="0 0 ${num(w)} ${num(h)}" font-family="${families}" data-scale="1:${drawing.scale}">`,
    `<title>${escapeXml(title)}</title>`,
    ...(font === undefined || font.css === '' ? [] : [`<defs><style>${font.css}</style></defs>`]),
    `<rect width="${num(w)}" height="${num(h)}" fill="${PLAN_INKS.white}"/>`,
    ...drawing.shapes.map(shapeElement),
    '</svg>',
    '',
  ].join('\n');
}
