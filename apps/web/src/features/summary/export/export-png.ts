import type { PlanDrawing } from './drawing-types';

/** Print resolution: 300 dots per inch of the sheet. */
export const PNG_DPI = 300;
/** However small the sheet, the PNG is at least this wide. */
export const PNG_MIN_WIDTH_PX = 3000;
/** Browsers refuse very large canvases (Chromium: 32767 px a side); well within that. */
export const PNG_MAX_PX = 8192;

/**
 * The PNG's size in pixels for a drawing: 300 dpi of its sheet (A4 landscape: 3508 x 2480), at
 * least 3000 px wide, reduced only if a side would exceed PNG_MAX_PX.
 */
export function pngSize(drawing: Pick<PlanDrawing, 'width_mm' | 'height_mm'>): {
  width: number;
  height: number;
  dpi: number;
} {
  const perMm = Math.min(
    Math.max(PNG_DPI / 25.4, PNG_MIN_WIDTH_PX / drawing.width_mm),
    PNG_MAX_PX / Math.max(drawing.width_mm, drawing.height_mm),
  );
  return {
    width: Math.max(1, Math.round(drawing.width_mm * perMm)),
    height: Math.max(1, Math.round(drawing.height_mm * perMm)),
    dpi: Math.round(perMm * 25.4),
  };
}

/** Renders the SVG export onto a white canvas and encodes it as PNG. */
export async function svgToPng(svg: string, size: { width: number; height: number }): Promise<Blob> {
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
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(image, 0, 0, size.width, size.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob === null ? reject(new Error('The PNG could not be encoded.')) : resolve(blob)),
        'image/png',
      ),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}
