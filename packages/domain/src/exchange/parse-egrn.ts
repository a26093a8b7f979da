import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { Point } from '../geometry/index.js';
import type { RefusedImport, SourceRing } from './boundary-import-types.js';

/** What an EGRN extract or a KPZU plan says about the plot besides its boundary. */
export interface EgrnFacts {
  /** "EGRN extract" or "KPZU cadastral plan". */
  readonly document: string;
  readonly cadastral_number?: string;
  /** The area the register states (m²), and its stated inaccuracy (± m²). */
  readonly declared_area_m2?: number;
  readonly declared_area_inaccuracy_m2?: number;
  /** The coordinate system named in the file: "МСК-50, зона 2". */
  readonly coordinate_system?: string;
}

/** The contours read from the file: each one's outer ring in plane metres [east, north], holes counted. */
export type ParsedEgrn =
  { readonly ok: true; readonly rings: readonly SourceRing[]; readonly facts: EgrnFacts } | RefusedImport;

type XmlNode = Readonly<Record<string, unknown>>;

const isNode = (value: unknown): value is XmlNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every child element called `name` (one or many, as the parser gives them). */
function all(node: unknown, name: string): unknown[] {
  if (!isNode(node)) return [];
  const value = node[name];
  if (value === undefined) return [];
  return Array.isArray(value) ? (value as unknown[]) : [value];
}

/** The elements at the end of a path of child names. */
const at = (node: unknown, ...names: string[]): unknown[] =>
  names.reduce<unknown[]>((nodes, name) => nodes.flatMap((n) => all(n, name)), [node]);

function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (typeof value === 'number') return String(value);
  if (isNode(value)) return textOf(value['#text']);
  return undefined;
}

const firstText = (node: unknown, ...names: string[]) =>
  at(node, ...names)
    .map(textOf)
    .find((t) => t !== undefined);

/** A number as the register writes it: "1210", "12.17" (a decimal comma is read too). */
function numberOf(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text.replace(',', '.'));
  return text !== '' && Number.isFinite(value) ? value : undefined;
}

/** Root elements that are Rosreestr documents but not about one land plot, in words. */
const otherDocuments: Readonly<Record<string, string>> = {
  extract_about_property_build: 'an EGRN extract about a building',
  extract_about_property_construction: 'an EGRN extract about a structure',
  extract_about_property_room: 'an EGRN extract about a room',
  extract_about_property_car_parking_space: 'an EGRN extract about a parking space',
  extract_about_property_under_construction: 'an EGRN extract about a building under construction',
  extract_cadastral_plan_territory: 'a cadastral plan of a territory (many plots)',
  KPT: 'a cadastral plan of a territory (many plots)',
  KVZU: 'a cadastral extract (KVZU)',
  KPOKS: 'a cadastral passport of a building',
};

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
});

/**
 * Reads Rosreestr's XML about a land plot: the EGRN extract (`extract_about_property_land`) or the
 * older cadastral plan (`KPZU`). Coordinates are x north, y east in metres of the local system the
 * file names; they come back as plan points [y, x] (east, north). Each contour's first spatial
 * element is its outer ring; any further ones are holes.
 */
export function parseEgrn(text: string): ParsedEgrn {
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    return {
      ok: false,
      errors: [`The file is not well-formed XML: ${valid.err.msg} (line ${valid.err.line}).`],
    };
  }
  const document: unknown = parser.parse(text);
  const root = isNode(document) ? Object.keys(document).find((k) => !k.startsWith('?') && k !== '#text') : '';
  const body = root === undefined || !isNode(document) ? undefined : document[root];
  if (root === 'extract_about_property_land') return fromExtract(body);
  if (root === 'KPZU') return fromKpzu(body);
  const other = root === undefined ? undefined : otherDocuments[root];
  const what =
    other === undefined
      ? `its root element is <${root ?? ''}>`
      : `this is ${other} (<${root ?? ''}>), not about one land plot`;
  return {
    ok: false,
    errors: [
      `The XML is not an EGRN extract about a land plot (extract_about_property_land) or a KPZU cadastral plan: ${what}.`,
    ],
  };
}

function fromExtract(body: unknown): ParsedEgrn {
  const record = at(body, 'land_record')[0];
  const cadastral = firstText(record, 'object', 'common_data', 'cad_number');
  const area = numberOf(firstText(record, 'params', 'area', 'value'));
  const inaccuracy = numberOf(firstText(record, 'params', 'area', 'inaccuracy'));
  const spatials = at(record, 'contours_location', 'contours', 'contour', 'entity_spatial');
  const system = spatials.map((s) => firstText(s, 'sk_id')).find((s) => s !== undefined);
  const facts = factsOf('EGRN extract', cadastral, area, inaccuracy, system);
  const contours = spatials.map((spatial) =>
    at(spatial, 'spatials_elements', 'spatial_element').map((element) =>
      at(element, 'ordinates', 'ordinate').map((o) => ({
        north: firstText(o, 'x'),
        east: firstText(o, 'y'),
      })),
    ),
  );
  return ringsOf(contours, facts, 'contours_location');
}

function fromKpzu(body: unknown): ParsedEgrn {
  const parcel = [...at(body, 'Parcel'), ...at(body, 'Parcels', 'Parcel')][0];
  const cadastral = isNode(parcel) ? textOf(parcel['@_CadastralNumber']) : undefined;
  const area = numberOf(firstText(parcel, 'Area', 'Area'));
  const inaccuracy = numberOf(firstText(parcel, 'Area', 'Inaccuracy'));
  const spatials = [...at(parcel, 'EntitySpatial'), ...at(parcel, 'Contours', 'Contour', 'EntitySpatial')];
  const systems = at(body, 'CoordSystems', 'CoordSystem');
  const used = spatials.map((s) => (isNode(s) ? textOf(s['@_EntSys']) : undefined)).find(Boolean);
  const named = systems.find((s) => isNode(s) && textOf(s['@_CsId']) === used) ?? systems[0];
  const system = isNode(named) ? textOf(named['@_Name']) : undefined;
  const facts = factsOf('KPZU cadastral plan', cadastral, area, inaccuracy, system);
  const contours = spatials.map((spatial) =>
    at(spatial, 'SpatialElement').map((element) =>
      at(element, 'SpelementUnit', 'Ordinate').map((o) => ({
        north: isNode(o) ? textOf(o['@_X']) : undefined,
        east: isNode(o) ? textOf(o['@_Y']) : undefined,
      })),
    ),
  );
  return ringsOf(contours, facts, 'EntitySpatial');
}

function factsOf(
  document: string,
  cadastral: string | undefined,
  area: number | undefined,
  inaccuracy: number | undefined,
  system: string | undefined,
): EgrnFacts {
  return {
    document,
    ...(cadastral === undefined ? {} : { cadastral_number: cadastral }),
    ...(area === undefined ? {} : { declared_area_m2: area }),
    ...(inaccuracy === undefined ? {} : { declared_area_inaccuracy_m2: inaccuracy }),
    ...(system === undefined ? {} : { coordinate_system: system }),
  };
}

interface RawOrdinate {
  readonly north: string | undefined;
  readonly east: string | undefined;
}

/** Contours (each a list of rings of ordinates) as source rings, or the first unreadable point in words. */
function ringsOf(
  contours: readonly (readonly (readonly RawOrdinate[])[])[],
  facts: EgrnFacts,
  element: string,
): ParsedEgrn {
  const withPoints = contours.filter((rings) => rings.some((ring) => ring.length > 0));
  if (withPoints.length === 0) {
    return {
      ok: false,
      errors: [
        `The ${facts.document.replace(/^\w+ /, '')} has no boundary coordinates (no ${element}): the plot's ` +
          'boundary is probably not established by survey. Enter the corners from a survey plan instead.',
      ],
    };
  }
  const rings: SourceRing[] = [];
  for (const [c, contour] of withPoints.entries()) {
    const points: Point[] = [];
    for (const [i, ordinate] of (contour[0] ?? []).entries()) {
      const north = numberOf(ordinate.north);
      const east = numberOf(ordinate.east);
      if (north === undefined || east === undefined) {
        const where = withPoints.length > 1 ? ` of contour ${c + 1}` : '';
        return {
          ok: false,
          errors: [`Point ${i + 1}${where} has no numeric x (north) and y (east) coordinates.`],
        };
      }
      points.push([east, north]);
    }
    rings.push({ points, holes: contour.length - 1 });
  }
  return { ok: true, rings, facts };
}
