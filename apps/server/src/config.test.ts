import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const errorOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('expected a ConfigError');
};

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8000,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      publicUrl: 'http://127.0.0.1:8000',
      smtpUrl: undefined,
      llm: undefined,
      shutdownGraceMs: 10_000,
      generationReproducible: false,
    });
  });

  it('reads the per-IP hourly limit of auth mails, 30 by default', () => {
    expect(loadConfig({}).authMailPerIpPerHour).toBe(30);
    expect(loadConfig({ AUTH_MAIL_PER_IP_PER_HOUR: '500' }).authMailPerIpPerHour).toBe(500);
    expect(errorOf({ AUTH_MAIL_PER_IP_PER_HOUR: '0' })).toBe(
      'Configuration error: AUTH_MAIL_PER_IP_PER_HOUR must be a whole number from 1 to 100000 (got "0")',
    );
  });

  it('reads the generation lease, 30 s by default, from 1 s to 10 min', () => {
    expect(loadConfig({}).generationLeaseMs).toBe(30_000);
    expect(loadConfig({ GENERATION_LEASE_MS: '2000' }).generationLeaseMs).toBe(2000);
    expect(errorOf({ GENERATION_LEASE_MS: '500' })).toBe(
      'Configuration error: GENERATION_LEASE_MS must be a whole number of milliseconds from 1000 to 600000 (got "500")',
    );
  });

  it('reads the map tiles: OpenStreetMap with its attribution by default, off, or a template', () => {
    expect(loadConfig({}).mapTiles).toEqual({
      url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
      maxZoom: 19,
    });
    expect(loadConfig({ MAP_TILE_URL: 'off' }).mapTiles).toBeUndefined();
    expect(
      loadConfig({
        MAP_TILE_URL: 'http://127.0.0.1:9000/tiles/{z}/{x}/{y}.png',
        MAP_TILE_ATTRIBUTION: 'Test tiles',
        MAP_TILE_MAX_ZOOM: '18',
      }).mapTiles,
    ).toEqual({ url: 'http://127.0.0.1:9000/tiles/{z}/{x}/{y}.png', attribution: 'Test tiles', maxZoom: 18 });
    expect(
      loadConfig({ MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png' }).mapTiles?.attribution,
    ).toBe('');
    expect(errorOf({ MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}.png' })).toContain(
      'MAP_TILE_URL must be off, or an http(s) URL with {z}, {x} and {y}',
    );
    expect(errorOf({ MAP_TILE_URL: 'file:///{z}/{x}/{y}.png' })).toContain('MAP_TILE_URL must be off');
    expect(errorOf({ MAP_TILE_MAX_ZOOM: '30' })).toBe(
      'Configuration error: MAP_TILE_MAX_ZOOM must be a whole number from 1 to 22 (got "30")',
    );
  });

  it('reads the time limit of a generation job, 10 s by default', () => {
    expect(loadConfig({}).generationTimeLimitMs).toBe(10_000);
    expect(loadConfig({ GENERATION_TIME_LIMIT_MS: '60000' }).generationTimeLimitMs).toBe(60_000);
    expect(errorOf({ GENERATION_TIME_LIMIT_MS: 'soon' })).toBe(
      'Configuration error: GENERATION_TIME_LIMIT_MS must be a whole number of milliseconds from 1000 to 600000 (got "soon")',
    );
  });

  it('turns reproducible generation on with GENERATION_REPRODUCIBLE=1 or true', () => {
    expect(loadConfig({ GENERATION_REPRODUCIBLE: '1' }).generationReproducible).toBe(true);
    expect(loadConfig({ GENERATION_REPRODUCIBLE: 'true' }).generationReproducible).toBe(true);
    expect(loadConfig({ GENERATION_REPRODUCIBLE: 'false' }).generationReproducible).toBe(false);
  });

  it('runs one process unless WEB_CONCURRENCY asks for more, which needs PostgreSQL', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(
      loadConfig({ WEB_CONCURRENCY: '2', DATABASE_URL: 'postgres://app@127.0.0.1:5432/plotplan' }).workers,
    ).toBe(2);
    expect(errorOf({ WEB_CONCURRENCY: '2' })).toBe(
      'Configuration error: WEB_CONCURRENCY=2 needs DATABASE_URL: the embedded database (PGlite) belongs to one process; set DATABASE_URL to a PostgreSQL server or use WEB_CONCURRENCY=1',
    );
    expect(errorOf({ WEB_CONCURRENCY: '0' })).toBe(
      'Configuration error: WEB_CONCURRENCY must be a whole number from 1 to 64 (got "0")',
    );
  });

  it('trusts X-Forwarded-For only from the proxies TRUST_PROXY names', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
    expect(errorOf({ TRUST_PROXY: 'true' })).toBe(
      'Configuration error: TRUST_PROXY must be the proxies\' addresses or CIDR ranges, comma-separated, such as 127.0.0.1,10.0.0.0/8 (got "true")',
    );
    expect(errorOf({ TRUST_PROXY: '10.0.0.0/33' })).toContain('TRUST_PROXY must be');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 8000, databaseUrl: undefined });
  });

  it.each([
    [{ PORT: 'abc' }, 'Configuration error: PORT must be a whole number from 0 to 65535 (got "abc")'],
    [{ PORT: '70000' }, 'Configuration error: PORT must be a whole number from 0 to 65535 (got "70000")'],
    [
      { DATABASE_URL: 'mysql://x' },
      'Configuration error: DATABASE_URL must be a URL such as postgres://user@127.0.0.1:5432/plotplan (got "mysql://x")',
    ],
    [
      { PUBLIC_URL: 'not a url' },
      'Configuration error: PUBLIC_URL must be a URL such as http://127.0.0.1:8000 (got "not a url")',
    ],
    [
      { NODE_ENV: 'staging' },
      'Configuration error: NODE_ENV must be development, production or test (got "staging")',
    ],
    [
      { SHUTDOWN_GRACE_MS: '2.5' },
      'Configuration error: SHUTDOWN_GRACE_MS must be a whole number of milliseconds from 0 to 600000 (got "2.5")',
    ],
    [
      { GENERATION_REPRODUCIBLE: 'yes' },
      'Configuration error: GENERATION_REPRODUCIBLE must be 1, 0, true or false (got "yes")',
    ],
    [{ NODE_ENV: 'production' }, 'Configuration error: JWT_SECRET is required when NODE_ENV=production'],
    [
      { LLM_API_URL: 'https://llm.local/v1' },
      'Configuration error: LLM_API_URL and LLM_MODEL must be set together',
    ],
  ])('rejects %j with one clear line', (env, message) => {
    const text = errorOf(env);
    expect(text).toBe(message);
    expect(text).not.toContain('\n');
  });

  it('never echoes a secret it rejects', () => {
    expect(errorOf({ JWT_SECRET: 'short-secret' })).toBe(
      'Configuration error: JWT_SECRET must be at least 32 characters',
    );
  });

  it('strips a trailing slash from PUBLIC_URL so links join cleanly', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://plots.example.com/' }).publicUrl).toBe(
      'https://plots.example.com',
    );
  });
});
