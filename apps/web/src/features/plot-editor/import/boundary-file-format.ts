import type { BoundaryFormat } from '@plotplan/domain';

/** What the file input offers. */
export const boundaryFileAccept = '.geojson,.json,.kml,.dxf,.csv,.txt,.xml';

const byExtension: Readonly<Record<string, BoundaryFormat>> = {
  geojson: 'geojson',
  json: 'geojson',
  kml: 'kml',
  dxf: 'dxf',
  csv: 'csv',
  txt: 'csv',
  xml: 'egrn',
};

/** The format of a file by its name's extension, or undefined for one the import does not read. */
export function boundaryFileFormat(fileName: string): BoundaryFormat | undefined {
  const extension = /\.([^.]+)$/.exec(fileName.toLowerCase())?.[1];
  return extension === undefined ? undefined : byExtension[extension];
}

/**
 * A file's text: UTF-8, or the 8-bit Cyrillic encoding an XML declaration names (older Rosreestr
 * files say encoding="windows-1251").
 */
export async function boundaryFileText(file: Blob): Promise<string> {
  const bytes = await file.arrayBuffer();
  const head = new TextDecoder('ascii').decode(bytes.slice(0, 200));
  const declared = /^\s*<\?xml[^>]*encoding=["']([\w-]+)["']/i.exec(head)?.[1]?.toLowerCase();
  const label = declared === 'windows-1251' || declared === 'cp1251' ? 'windows-1251' : 'utf-8';
  return new TextDecoder(label).decode(bytes);
}
