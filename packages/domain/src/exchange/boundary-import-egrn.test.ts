import { describe, expect, it } from 'vitest';
import { importBoundary } from './boundary-import.js';
import extract from './fixtures/egrn-extract-land.xml?raw';
import kpzu from './fixtures/kpzu-parcel.xml?raw';

const egrn = (text: string) => importBoundary(text, { format: 'egrn' });

describe('importBoundary: EGRN extract and KPZU plan', () => {
  it('reads the extract: x north, y east, the cadastral number, the declared area compared', () => {
    const result = egrn(extract);
    if (!result.ok) throw new Error(result.errors.join(' '));
    // 30 m east-west, 40 m north-south: read x east it would be 40 wide and 30 deep.
    const xs = result.boundary.map(([x]) => x);
    const ys = result.boundary.map(([, y]) => y);
    expect(Math.max(...xs) - Math.min(...xs)).toBeCloseTo(30.5, 6);
    expect(Math.max(...ys) - Math.min(...ys)).toBeCloseTo(40, 6);
    expect(result.area_m2).toBeCloseTo(1210, 6);
    // Five corners: the closing repeat of point 1 is dropped; corner 1 is the north-west one.
    expect(result.boundary).toHaveLength(5);
    expect(result.boundary[0]).toEqual([0.5, 40]);
    expect(result.north_deg).toBe(0);
    expect(result).not.toHaveProperty('location');
    expect(result).not.toHaveProperty('georef');
    expect(result.summary).toMatchObject({
      format: 'egrn',
      source: 'EGRN extract',
      cadastral_number: '50:20:0041102:317',
      declared_area_m2: 1210,
      declared_area_inaccuracy_m2: 12.17,
      coordinate_system: 'МСК-50, зона 2',
      polygon_count: 1,
    });
    expect(result.summary.notes).toContain(
      "The register states 1,210 m² ± 12.17; the boundary's polygon is 1,210 m², which agrees.",
    );
    expect(result.summary.notes[0]).toMatch(
      /^Coordinates in МСК-50, зона 2 are read as plane metres, X north/,
    );
  });

  it('reads a KPZU cadastral plan with namespaces and attributes, its system from CoordSystems', () => {
    const result = egrn(kpzu);
    if (!result.ok) throw new Error(result.errors.join(' '));
    expect(result.area_m2).toBeCloseTo(800, 6);
    expect(result.sides_m.toSorted((a, b) => a - b)).toEqual([20, 20, 40, 40]);
    const xs = result.boundary.map(([x]) => x);
    expect(Math.max(...xs)).toBeCloseTo(20, 6);
    expect(result.summary).toMatchObject({
      source: 'KPZU cadastral plan',
      cadastral_number: '47:07:0957004:12',
      declared_area_m2: 800,
      coordinate_system: 'МСК-47, зона 2',
    });
  });

  it('says by how much the polygon differs from the declared area', () => {
    const result = egrn(extract.replace('<value>1210</value>', '<value>1260</value>'));
    expect(result.ok && result.summary.notes).toContain(
      "The register states 1,260 m² ± 12.17, but the boundary's polygon is 1,210 m² (50 m² less): check the coordinates against the paper extract.",
    );
  });

  it('takes the largest contour of a multi-contour plot and says so', () => {
    const contour = /<contour>[\s\S]*<\/contour>/.exec(extract)?.[0] ?? '';
    const small = contour
      .replaceAll('472140.00', '472040.00')
      .replaceAll('472120.00', '472035.00')
      .replaceAll('472100.00', '472030.00');
    const result = egrn(extract.replace(contour, `${small}${contour}`));
    if (!result.ok) throw new Error(result.errors.join(' '));
    expect(result.area_m2).toBeCloseTo(1210, 6);
    expect(result.summary).toMatchObject({ polygon_index: 2, polygon_count: 2 });
    expect(result.summary.notes).toContain(
      'The plot has 2 contours (a multi-contour plot); contour 2, the largest, was imported.',
    );
  });

  it('refuses in words: not XML, another document, no coordinates, a hole, a bad point', () => {
    expect(egrn('<extract_about_property_land><land_record>')).toEqual({
      ok: false,
      errors: [expect.stringMatching(/^The file is not well-formed XML: .+ \(line 1\)\.$/)],
    });
    expect(egrn('<extract_about_property_build><build_record/></extract_about_property_build>')).toEqual({
      ok: false,
      errors: [
        'The XML is not an EGRN extract about a land plot (extract_about_property_land) or a KPZU cadastral plan: this is an EGRN extract about a building (<extract_about_property_build>), not about one land plot.',
      ],
    });
    const withoutBoundary = extract.replace(/<contours_location>[\s\S]*<\/contours_location>/, '');
    expect(egrn(withoutBoundary)).toEqual({
      ok: false,
      errors: [
        "The extract has no boundary coordinates (no contours_location): the plot's boundary is probably not established by survey. Enter the corners from a survey plan instead.",
      ],
    });
    const element = /<spatial_element>[\s\S]*<\/spatial_element>/.exec(extract)?.[0] ?? '';
    const withHole = extract.replace(element, `${element}${element}`);
    expect(egrn(withHole)).toMatchObject({ ok: false, errors: [expect.stringMatching(/has a hole/)] });
    expect(egrn(extract.replace('<y>2187430.00</y>', '<y>east</y>'))).toEqual({
      ok: false,
      errors: ['Point 2 has no numeric x (north) and y (east) coordinates.'],
    });
  });
});
