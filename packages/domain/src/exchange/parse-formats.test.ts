import { describe, expect, it } from 'vitest';
import { guessAxisOrder, parseCornerList } from './parse-corner-list.js';
import { parseDxf } from './parse-dxf.js';
import { parseKml } from './parse-kml.js';

describe('parseCornerList', () => {
  it('reads the separators land papers and survey exports use', () => {
    const text = [
      'Nr;Rechtswert;Hochwert',
      '1;5612345,678;3456789,012',
      '2\t5612350.5\t3456790',
      '3 5612352,25 3456795,75 101.3 GR',
      '4, 5612340, 3456799',
      '12.5, 30',
    ].join('\r\n');
    const list = parseCornerList(text);
    expect(list.ok && list.pairs).toEqual([
      [5612345.678, 3456789.012],
      [5612350.5, 3456790],
      [5612352.25, 3456795.75],
      [5612340, 3456799],
      [12.5, 30],
    ]);
    expect(list.ok && list.notes).toEqual([
      'The first column was read as point numbers.',
      'Skipped 1 line that is not a corner (1).',
    ]);
  });

  it('guesses lat-lon for small spans of degrees, north-east for national grids, else xy', () => {
    expect(
      guessAxisOrder([
        [55.75, 37.62],
        [55.7503, 37.6205],
      ]),
    ).toBe('lat-lon');
    expect(
      guessAxisOrder([
        [6183452.37, 2197634.81],
        [6183492.37, 2197634.81],
      ]),
    ).toBe('north-east');
    expect(
      guessAxisOrder([
        [0, 0],
        [20, 30],
      ]),
    ).toBe('xy');
  });
});

describe('parseKml', () => {
  it('reads prefixed tags, several placemarks and counts holes per polygon', () => {
    const kml = `<kml:kml xmlns:kml="http://www.opengis.net/kml/2.2"><kml:Document>
      <kml:Placemark><kml:Polygon><kml:outerBoundaryIs><kml:LinearRing>
        <kml:coordinates>10,50 10.001,50 10.001,50.001 10,50</kml:coordinates>
      </kml:LinearRing></kml:outerBoundaryIs></kml:Polygon></kml:Placemark>
      <kml:Placemark><kml:Polygon><kml:outerBoundaryIs><kml:LinearRing>
        <kml:coordinates>11,50,0
          11.001,50,0 11.001,50.001,0 11,50,0</kml:coordinates>
      </kml:LinearRing></kml:outerBoundaryIs><kml:innerBoundaryIs><kml:LinearRing>
        <kml:coordinates>11.0002,50.0002 11.0003,50.0002 11.0003,50.0003 11.0002,50.0002</kml:coordinates>
      </kml:LinearRing></kml:innerBoundaryIs></kml:Polygon></kml:Placemark>
    </kml:Document></kml:kml>`;
    const parsed = parseKml(kml);
    expect(parsed.ok && parsed.rings.map((r) => [r.points.length, r.holes])).toEqual([
      [4, 0],
      [4, 1],
    ]);
    expect(parsed.ok && parsed.rings[1]?.points[1]).toEqual([11.001, 50]);
  });
});

describe('parseDxf', () => {
  it('reads CRLF line ends and indented group codes, as AutoCAD writes them', () => {
    const dxf = [
      '  0',
      'SECTION',
      '  2',
      'HEADER',
      '  9',
      '$INSUNITS',
      ' 70',
      '     5',
      '  0',
      'ENDSEC',
      '  0',
      'SECTION',
      '  2',
      'ENTITIES',
      '  0',
      'LWPOLYLINE',
      '  8',
      'Lot',
      ' 90',
      '        4',
      ' 70',
      '     1',
      ' 10',
      '0.0',
      ' 20',
      '0.0',
      ' 10',
      '2000.0',
      ' 20',
      '0.0',
      ' 10',
      '2000.0',
      ' 20',
      '1500.0',
      ' 42',
      '0.5',
      ' 10',
      '0.0',
      ' 20',
      '1500.0',
      '  0',
      'ENDSEC',
      '  0',
      'EOF',
    ].join('\r\n');
    const parsed = parseDxf(dxf);
    if (!parsed.ok) throw new Error(parsed.errors.join(' '));
    expect(parsed.units).toBe('centimetres');
    expect(parsed.outlines).toHaveLength(1);
    const [outline] = parsed.outlines;
    expect(outline).toMatchObject({ layer: 'Lot', arcs: true, joined: false });
    // The corners in metres, then the bulge's arc (from 20, 15 to 0, 15) as points between them.
    expect(outline?.points.slice(0, 3)).toEqual([
      [0, 0],
      [20, 0],
      [20, 15],
    ]);
    expect(outline?.points[outline.points.length - 1]).toEqual([0, 15]);
    expect(outline?.points.length).toBeGreaterThan(10);
  });
});
