import type { PlanDrawing } from './drawing-types';

/** About 100 dpi: small labels stay legible. */
export const PNG_PX_PER_MM = 4;
/** Browsers refuse very large canvases; the longer side is capped. */
export const PNG_MAX_PX = 4096;

/** The PNG's size in pixels for a drawing: PNG_PX_PER_MM, reduced so no side exceeds PNG_MAX_PX. */
export function pngSize(drawing: Pick<PlanDrawing, 'width_mm' | 'height_mm'>): {
  width: number;
  height: number;
} {
  const density = Math.min(PNG_PX_PER_MM, PNG_MAX_PX / Math.max(drawing.width_mm, drawing.height_mm));
  return {
    width: Math.max(1, Math.round(drawing.width_mm * density)),
    height: Math.max(1, Math.round(drawing.height_mm * density)),
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
