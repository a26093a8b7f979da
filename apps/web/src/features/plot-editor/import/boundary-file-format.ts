import type { BoundaryFormat } from '@plotplan/domain';

/** What the file input offers. */
export const boundaryFileAccept = '.geojson,.json,.kml,.dxf,.csv,.txt';

const byExtension: Readonly<Record<string, BoundaryFormat>> = {
  geojson: 'geojson',
  json: 'geojson',
  kml: 'kml',
  dxf: 'dxf',
  csv: 'csv',
  txt: 'csv',
};

/** The format of a file by its name's extension, or undefined for one the import does not read. */
export function boundaryFileFormat(fileName: string): BoundaryFormat | undefined {
  const extension = /\.([^.]+)$/.exec(fileName.toLowerCase())?.[1];
  return extension === undefined ? undefined : byExtension[extension];
}
