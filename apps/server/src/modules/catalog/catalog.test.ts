import { catalogObjects, catalogObjectTypes } from '@plotplan/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from './catalog-seed.js';
import { signedInUser } from '../../test-support/auth-helpers.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let testApp: TestApp;
let auth: Record<string, string>;

beforeAll(async () => {
  testApp = await createTestApp();
  auth = (await signedInUser(testApp.app, testApp.database)).headers;
});
afterAll(async () => {
  await testApp.app.close();
});

const get = (url: string, headers = auth) => testApp.app.inject({ method: 'GET', url, headers });

describe('catalog endpoints', () => {
  it('serves the seeded object types in order', async () => {
    const response = await get('/api/object_types/');
    expect(response.statusCode).toBe(200);
    const types = response.json() as { id: number; code: string; order: number }[];
    expect(types).toHaveLength(catalogObjectTypes.length);
    expect(types.length).toBeGreaterThanOrEqual(10);
    expect(types.map((t) => t.order)).toEqual([...types.map((t) => t.order)].sort((a, b) => a - b));
  });

  it('serves every landscape object with object_type and name, sizes and sources', async () => {
    const response = await get('/api/landscape_objects/');
    expect(response.statusCode).toBe(200);
    const objects = response.json() as {
      object_type: number;
      name: string;
      code: string;
      sources: string[];
      width: number;
    }[];
    expect(objects).toHaveLength(catalogObjects.length);
    expect(objects.length).toBeGreaterThanOrEqual(35);
    const house = objects.find((o) => o.code === catalogObjects[0]?.code);
    expect(house).toMatchObject({
      name: catalogObjects[0]?.name,
      object_type: catalogObjects[0]?.object_type,
    });
    expect(objects.every((o) => typeof o.name === 'string' && o.sources.length > 0 && o.width > 0)).toBe(
      true,
    );
  });

  it('filters by ?object_type=', async () => {
    const type = catalogObjectTypes[0];
    const response = await get(`/api/landscape_objects/?object_type=${type?.id}`);
    const objects = response.json() as { object_type: number }[];
    expect(objects.length).toBeGreaterThan(0);
    expect(objects.every((o) => o.object_type === type?.id)).toBe(true);
    expect((await get('/api/landscape_objects/?object_type=9999')).json()).toEqual([]);
  });

  it.each(['abc', '1.5', '-1', ''])('rejects ?object_type=%s with a field error', async (value) => {
    const response = await get(`/api/landscape_objects/?object_type=${value}`);
    if (value === '') {
      // An empty filter is no filter, as in DRF.
      expect(response.statusCode).toBe(200);
      return;
    }
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ object_type: ['A valid integer is required.'] });
  });

  it('wants a signed-in user', async () => {
    const response = await get('/api/object_types/', {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'not_authenticated' });
  });

  it('seeds idempotently: a second run changes nothing', async () => {
    const before = (await get('/api/landscape_objects/')).body;
    await seedCatalog(testApp.database.db);
    await seedCatalog(testApp.database.db);
    expect((await get('/api/landscape_objects/')).body).toBe(before);
  });
});

describe('catalog names in the request language', () => {
  it('names objects and types in Russian for a Russian browser, codes unchanged', async () => {
    const headers = auth;
    const ru = { ...headers, 'accept-language': 'ru-RU' };
    const objects = (
      await testApp.app.inject({ method: 'GET', url: '/api/landscape_objects/', headers: ru })
    ).json();
    expect(objects.find((o: { code: string }) => o.code === 'bathhouse')?.name).toBe('Баня');
    const types = (
      await testApp.app.inject({ method: 'GET', url: '/api/object_types/', headers: ru })
    ).json();
    expect(types.find((o: { code: string }) => o.code === 'garden')?.name).toBe('Огород');
    const english = (
      await testApp.app.inject({ method: 'GET', url: '/api/landscape_objects/', headers })
    ).json();
    expect(english.find((o: { code: string }) => o.code === 'bathhouse')?.name).toBe('Bathhouse');
  });
});
