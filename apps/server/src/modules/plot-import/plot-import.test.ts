import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test-support/auth-helpers.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

const fixture = (name: string) =>
  readFileSync(
    new URL(`../../../../../packages/domain/src/exchange/fixtures/${name}`, import.meta.url),
    'utf8',
  );

let testApp: TestApp;
let auth: Record<string, string>;

beforeAll(async () => {
  testApp = await createTestApp();
  auth = (await signedInUser(testApp.app, testApp.database)).headers;
});
afterAll(async () => {
  await testApp.app.close();
});

const post = (payload: unknown, headers = auth) =>
  testApp.app.inject({ method: 'POST', url: '/api/plot_import/', headers, payload: payload as object });

describe('POST /api/plot_import/', () => {
  it('reads a cadastral corner list (X north) into plan metres, with area and sides', async () => {
    const response = await post({
      format: 'csv',
      content: fixture('cadastral-ru.txt'),
      axis_order: 'north-east',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as {
      boundary: number[][];
      area_m2: number;
      sides_m: number[];
      summary: object;
    };
    expect(body.boundary).toHaveLength(5);
    expect(body.boundary[0]).toEqual([0, 0]);
    expect(body.area_m2).toBeCloseTo(1350, 6);
    expect(body.sides_m[0]).toBeCloseTo(30, 6);
    expect(body.summary).toMatchObject({
      format: 'csv',
      axis_order: 'north-east',
      axis_order_guessed: false,
    });
    expect(body).not.toHaveProperty('georef');
  });

  it('reads GeoJSON with a location and a geo-reference', async () => {
    const response = await post({ format: 'geojson', content: fixture('feature.geojson') });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { location: { lat: number }; georef: { x: number }; north_deg: number };
    expect(body.north_deg).toBe(0);
    expect(body.location.lat).toBeCloseTo(55.75, 2);
    expect(body.georef.x).toBeCloseTo(15, 2);
  });

  it('lists the closed outlines of a DXF, skips the frame, and takes the one asked for', async () => {
    const content = fixture('plot-in-frame.dxf');
    const first = await post({ format: 'dxf', content });
    expect(first.statusCode).toBe(200);
    const read = first.json() as { area_m2: number; summary: { polygon_index: number; outlines: object[] } };
    expect(read.area_m2).toBe(789);
    expect(read.summary.polygon_index).toBe(3);
    expect(read.summary.outlines).toHaveLength(4);
    expect(read.summary.outlines[0]).toMatchObject({ index: 1, layer: '0', frame: true });
    const chosen = await post({ format: 'dxf', content, outline: 4 });
    expect(chosen.statusCode).toBe(200);
    expect((chosen.json() as { area_m2: number }).area_m2).toBe(64);
    const missing = await post({ format: 'dxf', content, outline: 5 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      content: ['The drawing has 4 closed outlines; there is no outline 5.'],
    });
    const bad = await post({ format: 'dxf', content, outline: 0 });
    expect(bad.json()).toEqual({ outline: ['Outlines are counted from 1.'] });
  });

  it('reads an EGRN extract and a KPZU plan: x north, the cadastral number, the declared area', async () => {
    const response = await post({ format: 'egrn', content: fixture('egrn-extract-land.xml') });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { boundary: number[][]; area_m2: number; summary: { notes: string[] } };
    expect(body.area_m2).toBeCloseTo(1210, 6);
    // 30 m east-west and 40 m north-south: x is north in the extract.
    expect(Math.max(...body.boundary.map(([, y = 0]) => y))).toBeCloseTo(40, 6);
    expect(body.summary).toMatchObject({
      format: 'egrn',
      source: 'EGRN extract',
      cadastral_number: '50:20:0041102:317',
      declared_area_m2: 1210,
      declared_area_inaccuracy_m2: 12.17,
      coordinate_system: 'МСК-50, зона 2',
    });
    expect(body.summary.notes).toContain(
      "The register states 1,210 m² ± 12.17; the boundary's polygon is 1,210 m², which agrees.",
    );
    const kpzu = await post({ format: 'egrn', content: fixture('kpzu-parcel.xml') });
    expect(kpzu.statusCode).toBe(200);
    expect(kpzu.json()).toMatchObject({
      area_m2: 800,
      summary: { source: 'KPZU cadastral plan', cadastral_number: '47:07:0957004:12' },
    });
    const building = await post({
      format: 'egrn',
      content: '<extract_about_property_build><build_record/></extract_about_property_build>',
    });
    expect(building.statusCode).toBe(400);
    expect((building.json() as { content: string[] }).content[0]).toContain('about a building');
  });

  it('answers a refused file with 400 and the problems in words under content', async () => {
    const hole = await post({ format: 'kml', content: fixture('plot-with-hole.kml') });
    expect(hole.statusCode).toBe(400);
    expect(hole.json()).toEqual({
      content: ['The polygon has a hole (an inner ring); a plot boundary must be one ring without holes.'],
    });
    const garbage = await post({ format: 'dxf', content: fixture('garbage.txt') });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json()).toEqual({ content: ['The file is not an ASCII DXF drawing (no SECTION found).'] });
  });

  it('validates the request: unknown format and axis order, empty content', async () => {
    const response = await post({ format: 'shp', content: '', axis_order: 'up-down' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      format: ['The format must be one of: geojson, kml, csv, dxf, egrn.'],
      content: ['The file is empty.'],
      axis_order: ['The axis order must be one of: xy, north-east, lat-lon.'],
    });
  });

  it('refuses content over 2 MB with a clear 400, and a body over its limit with 413', async () => {
    const large = await post({ format: 'csv', content: '0;0\n'.repeat(550_000) });
    expect(large.statusCode).toBe(400);
    expect(large.json()).toEqual({
      content: ['The file is larger than 2 MB; a boundary file is a few kilobytes.'],
    });
    const huge = await post({ format: 'csv', content: 'x'.repeat(7 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'request_too_large' });
  });

  it('needs a signed-in user', async () => {
    const response = await post({ format: 'csv', content: '0;0\n20;0\n20;30' }, {});
    expect(response.statusCode).toBe(401);
  });
});
