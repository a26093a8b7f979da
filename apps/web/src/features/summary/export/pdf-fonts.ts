import boldUrl from 'dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf?url';
import regularUrl from 'dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf?url';

/**
 * The PDF's typeface: DejaVu Sans Condensed (npm `dejavu-fonts-ttf`; Latin, Cyrillic, Greek and
 * the symbols a plan uses: ², °, ±, №, «»), TrueType files fetched only when a PDF is made and
 * embedded as subsets, so a project named in Russian prints as typed.
 */
export interface PdfFontFiles {
  readonly regular: Uint8Array;
  readonly bold: Uint8Array;
}

async function fetchBytes(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`font ${url}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

export async function fetchPdfFonts(): Promise<PdfFontFiles> {
  const [regular, bold] = await Promise.all([fetchBytes(regularUrl), fetchBytes(boldUrl)]);
  return { regular, bold };
}
