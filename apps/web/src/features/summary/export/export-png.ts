import { PLAN_INKS } from '@plotplan/contract/drawing';
import type { PlanDrawing } from './drawing-types';
import { withPhys } from './png-phys';

/** Print resolution: 300 dots per inch of the sheet. */
export const PNG_DPI = 300;
/** Browsers refuse very large canvases (Chromium: 32767 px a side); well within that. */
export const PNG_MAX_PX = 8192;

/**
 * The PNG's size in pixels for a drawing: exactly 300 dpi of its sheet (A4 portrait: 2480 x 3508),
 * so printed at the dpi it stores the drawing keeps its scale; lowered (and the lower dpi stored)
 * only if a side would exceed PNG_MAX_PX.
 */
export function pngSize(drawing: Pick<PlanDrawing, 'width_mm' | 'height_mm'>): {
  width: number;
  height: number;
  dpi: number;
} {
  const perMm = Math.min(PNG_DPI / 25.4, PNG_MAX_PX / Math.max(drawing.width_mm, drawing.height_mm));
  return {
    width: Math.max(1, Math.round(drawing.width_mm * perMm)),
    height: Math.max(1, Math.round(drawing.height_mm * perMm)),
    dpi: perMm * 25.4,
  };
}

/** Renders the SVG export onto a white canvas and encodes it as PNG, its dpi stored (pHYs). */
export async function svgToPng(
  svg: string,
  size: { width: number; height: number; dpi: number },
): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image(size.width, size.height);
    image.decoding = 'async';
    const loaded = new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new Error('The drawing could not be rendered.'));
    });
    image.src = url;
    await loaded;
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (context === null) throw new Error('This browser cannot draw on a canvas.');
    context.fillStyle = PLAN_INKS.white;
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(image, 0, 0, size.width, size.height);
    const encoded = await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob === null ? reject(new Error('The PNG could not be encoded.')) : resolve(blob)),
        'image/png',
      ),
    );
    const bytes = withPhys(new Uint8Array(await encoded.arrayBuffer()), size.dpi);
    return new Blob([bytes.slice().buffer], { type: 'image/png' });
  } finally {
    URL.revokeObjectURL(url);
  }
}
