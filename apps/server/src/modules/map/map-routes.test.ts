import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let current: TestApp | undefined;
afterEach(async () => {
  await current?.app.close();
  current = undefined;
});

const cspImages = (header: unknown) =>
  String(header)
    .split(';')
    .find((directive) => directive.trim().startsWith('img-src'));

describe('GET /api/map/', () => {
  it('answers the OpenStreetMap tiles with their attribution by default, signed out', async () => {
    current = await createTestApp();
    const response = await current.app.inject({ method: 'GET', url: '/api/map/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
      max_zoom: 19,
    });
    // The browser may load the tiles: the tile server's origin is allowed for images.
    expect(cspImages(response.headers['content-security-policy'])).toContain(
      'https://tile.openstreetmap.org',
    );
  });

  it('answers the configured tile server, and allows only its origin for images', async () => {
    current = await createTestApp({
      env: { MAP_TILE_URL: 'http://127.0.0.1:9555/t/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: 'Fixture tiles' },
    });
    const response = await current.app.inject({ method: 'GET', url: '/api/map/' });
    expect(response.json()).toEqual({
      tile_url: 'http://127.0.0.1:9555/t/{z}/{x}/{y}.png',
      attribution: 'Fixture tiles',
      max_zoom: 19,
    });
    const images = cspImages(response.headers['content-security-policy']);
    expect(images).toContain('http://127.0.0.1:9555');
    expect(images).not.toContain('openstreetmap');
  });

  it('answers no tile URL when the map is off, and allows no outside images', async () => {
    current = await createTestApp({ env: { MAP_TILE_URL: 'off' } });
    const response = await current.app.inject({ method: 'GET', url: '/api/map/' });
    expect(response.json()).toEqual({ tile_url: null, attribution: '', max_zoom: 19 });
    expect(cspImages(response.headers['content-security-policy'])?.trim()).toBe("img-src 'self' data: blob:");
  });
});
