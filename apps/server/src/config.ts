import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/** Raised for bad configuration; `message` is the one line printed before the server stops. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

const url = (protocols: readonly string[], example: string) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL such as ${example}` },
  );

const graceMessage = 'must be a whole number of milliseconds from 0 to 600000';
const concurrencyMessage = 'must be a whole number from 1 to 64';

const msMessage = 'must be a whole number of milliseconds from 1000 to 600000';
const reserveMessage = 'must be a whole number of megabytes from 0 to 1000000';
const ms = (fallback: number) =>
  z.coerce
    .number({ message: msMessage })
    .int(msMessage)
    .min(1_000, msMessage)
    .max(600_000, msMessage)
    .default(fallback);
const tileUrlMessage =
  'must be off, or an http(s) URL with {z}, {x} and {y}, such as https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const zoomMessage = 'must be a whole number from 1 to 22';

/** The OpenStreetMap Foundation's standard tiles; their policy asks for this attribution. */
export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const OSM_ATTRIBUTION = '© OpenStreetMap contributors';

function isTileUrl(value: string): boolean {
  if (value === 'off') return true;
  if (!['{z}', '{x}', '{y}'].every((part) => value.includes(part))) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value.replace(/\{[zxy]\}/g, '0')).protocol);
  } catch {
    return false;
  }
}
const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { message: 'must be development, production or test' })
    .default('development'),
  PORT: z.coerce
    .number({ message: 'must be a whole number from 0 to 65535' })
    .int('must be a whole number from 0 to 65535')
    .min(0, 'must be a whole number from 0 to 65535')
    .max(65535, 'must be a whole number from 0 to 65535')
    .default(8000),
  HOST: z.string().min(1, 'must not be empty').default('127.0.0.1'),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: url(['postgres:', 'postgresql:'], 'postgres://user@127.0.0.1:5432/plotplan').optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_URL: url(['http:', 'https:'], 'http://127.0.0.1:8000').default('http://127.0.0.1:8000'),
  SMTP_URL: url(['smtp:', 'smtps:'], 'smtp://user:pass@mail.example.com:587').optional(),
  MAIL_FROM: z.string().min(3, 'must be an address such as Plotplan <noreply@example.com>').optional(),
  LLM_API_URL: url(['http:', 'https:'], 'https://api.example.com/v1').optional(),
  LLM_API_KEY: z.string().min(1, 'must not be empty').optional(),
  LLM_MODEL: z.string().min(1, 'must not be empty').optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      message: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  WEB_DIST_DIR: z.string().min(1, 'must not be empty').optional(),
  AUTH_MAIL_PER_IP_PER_HOUR: z.coerce
    .number({ message: 'must be a whole number from 1 to 100000' })
    .int('must be a whole number from 1 to 100000')
    .min(1, 'must be a whole number from 1 to 100000')
    .max(100_000, 'must be a whole number from 1 to 100000')
    .default(30),
  GENERATION_REPRODUCIBLE: z
    .enum(['0', '1', 'false', 'true'], { message: 'must be 1, 0, true or false' })
    .default('0'),
  GENERATION_LEASE_MS: z.coerce
    .number({ message: msMessage })
    .int(msMessage)
    .min(1_000, msMessage)
    .max(600_000, msMessage)
    .default(30_000),
  GENERATION_TIME_LIMIT_MS: z.coerce
    .number({ message: msMessage })
    .int(msMessage)
    .min(1_000, msMessage)
    .max(600_000, msMessage)
    .default(10_000),
  SHUTDOWN_GRACE_MS: z.coerce
    .number({ message: graceMessage })
    .int(graceMessage)
    .min(0, graceMessage)
    .max(600_000, graceMessage)
    .default(10_000),
  SHUTDOWN_DRAIN_MS: z.coerce
    .number({ message: graceMessage })
    .int(graceMessage)
    .min(0, graceMessage)
    .max(600_000, graceMessage)
    .default(0),
  TRUST_PROXY: z
    .string()
    .refine((value) => value.split(',').every((entry) => isAddressOrRange(entry.trim())), {
      message: "must be the proxies' addresses or CIDR ranges, comma-separated, such as 127.0.0.1,10.0.0.0/8",
    })
    .optional(),
  MAP_TILE_URL: z.string().refine(isTileUrl, { message: tileUrlMessage }).default(OSM_TILE_URL),
  MAP_TILE_ATTRIBUTION: z.string().max(300, 'must be at most 300 characters').optional(),
  MAP_TILE_MAX_ZOOM: z.coerce
    .number({ message: zoomMessage })
    .int(zoomMessage)
    .min(1, zoomMessage)
    .max(22, zoomMessage)
    .default(19),
  SERVE_SOURCE_MAPS: z
    .enum(['0', '1', 'false', 'true'], { message: 'must be 1, 0, true or false' })
    .default('0'),
  DB_CONNECT_TIMEOUT_MS: ms(5_000),
  DB_QUERY_TIMEOUT_MS: ms(15_000),
  DB_START_TIMEOUT_MS: ms(60_000),
  DISK_RESERVE_MB: z.coerce
    .number({ message: reserveMessage })
    .int(reserveMessage)
    .min(0, reserveMessage)
    .max(1_000_000, reserveMessage)
    .default(64),
  WEB_CONCURRENCY: z.coerce
    .number({ message: concurrencyMessage })
    .int(concurrencyMessage)
    .min(1, concurrencyMessage)
    .max(64, concurrencyMessage)
    .default(1),
});

export type Env = z.infer<typeof envSchema>;

function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (family === 4 ? 32 : 128);
}

export interface Config {
  readonly env: Env['NODE_ENV'];
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly jwtSecret: string | undefined;
  readonly publicUrl: string;
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string | undefined;
  readonly llm:
    { readonly url: string; readonly key: string | undefined; readonly model: string } | undefined;
  readonly logLevel: Env['LOG_LEVEL'];
  readonly webDistDir: string | undefined;
  /** How long a SIGTERM/SIGINT waits for requests in flight before cutting them off. */
  readonly shutdownGraceMs: number;
  /** Before that: how long a stopping process answers readiness 503 while still serving. */
  readonly shutdownDrainMs: number;
  /**
   * Generation without the generator's clock: the same inputs and seed give the same variants on
   * any machine, at any load (the worker pool's time limit still stops a runaway job).
   */
  readonly generationReproducible: boolean;
  /** Registrations, resent and reset mails one client IP may ask for per hour (each kind apart). */
  readonly authMailPerIpPerHour: number;
  /**
   * How long an instance's claim on a generation job holds without renewal: when an instance dies,
   * another runs its job again after at most this (renewed every third of it while the job runs).
   */
  readonly generationLeaseMs: number;
  /** The hard limit on one generation job (a batch) on the worker pool; the job fails past it. */
  readonly generationTimeLimitMs: number;
  /**
   * Server processes sharing the port (node:cluster workers under a supervising primary); more
   * than one needs DATABASE_URL, as the embedded database belongs to one process.
   */
  readonly workers: number;
  /**
   * Reverse proxies whose `X-Forwarded-For` names the client (addresses or CIDR ranges); the
   * client IP of throttles and logs is then the one the nearest untrusted hop gave. Empty: the socket's.
   */
  readonly trustProxy: readonly string[];
  /**
   * The map drawn under geo-referenced plots: a slippy-map tile URL template, its attribution and
   * its deepest zoom; undefined with MAP_TILE_URL=off (the plan shows its grid alone).
   */
  readonly mapTiles: MapTiles | undefined;
  /** Time limits on the database (see `DatabaseLimits`) and on the start as a whole. */
  readonly databaseLimits: DatabaseLimits;
  readonly startTimeoutMs: number;
  /**
   * Writes are refused (507) while the file system of DATA_DIR has less than this free: PGlite
   * wedges for good when its write-ahead log cannot grow, so it must never get that far. 0: off.
   */
  readonly diskReserveBytes: number;
  /**
   * Serve the built bundle's source maps (SERVE_SOURCE_MAPS=1). Off by default, whatever NODE_ENV:
   * `npm start` runs without NODE_ENV=production, and the maps show the whole source. They stay in
   * the build for reading error reports.
   */
  readonly serveSourceMaps: boolean;
}

/** How long the database may take before a request gets a 503 instead of waiting for it. */
export interface DatabaseLimits {
  /** Opening a connection (and waiting for a free one in the pool). */
  readonly connectTimeoutMs: number;
  /** One statement: the server cancels it past this, and the client stops waiting a little later. */
  readonly queryTimeoutMs: number;
}

export interface MapTiles {
  readonly url: string;
  readonly attribution: string;
  readonly maxZoom: number;
}

/** Reads the environment; throws ConfigError naming the first bad variable. */
export function loadConfig(source: Readonly<Record<string, string | undefined>>): Config {
  // Empty strings count as unset, as in most process managers' env files.
  const env = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    const got = env[name];
    const shown = name.includes('SECRET') || name.includes('KEY') ? '' : ` (got "${got ?? ''}")`;
    throw new ConfigError(`Configuration error: ${name} ${issue?.message ?? 'is invalid'}${shown}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && e.JWT_SECRET === undefined) {
    throw new ConfigError('Configuration error: JWT_SECRET is required when NODE_ENV=production');
  }
  if ((e.LLM_API_URL === undefined) !== (e.LLM_MODEL === undefined)) {
    throw new ConfigError('Configuration error: LLM_API_URL and LLM_MODEL must be set together');
  }
  if (e.WEB_CONCURRENCY > 1 && e.DATABASE_URL === undefined) {
    throw new ConfigError(
      `Configuration error: WEB_CONCURRENCY=${e.WEB_CONCURRENCY} needs DATABASE_URL: the embedded database (PGlite) belongs to one process; set DATABASE_URL to a PostgreSQL server or use WEB_CONCURRENCY=1`,
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    publicUrl: e.PUBLIC_URL.replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    llm:
      e.LLM_API_URL !== undefined && e.LLM_MODEL !== undefined
        ? { url: e.LLM_API_URL, key: e.LLM_API_KEY, model: e.LLM_MODEL }
        : undefined,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR === undefined ? undefined : path.resolve(e.WEB_DIST_DIR),
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    authMailPerIpPerHour: e.AUTH_MAIL_PER_IP_PER_HOUR,
    generationReproducible: e.GENERATION_REPRODUCIBLE === '1' || e.GENERATION_REPRODUCIBLE === 'true',
    generationLeaseMs: e.GENERATION_LEASE_MS,
    generationTimeLimitMs: e.GENERATION_TIME_LIMIT_MS,
    workers: e.WEB_CONCURRENCY,
    trustProxy: e.TRUST_PROXY === undefined ? [] : e.TRUST_PROXY.split(',').map((entry) => entry.trim()),
    databaseLimits: { connectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS, queryTimeoutMs: e.DB_QUERY_TIMEOUT_MS },
    startTimeoutMs: e.DB_START_TIMEOUT_MS,
    diskReserveBytes: e.DISK_RESERVE_MB * 1024 * 1024,
    serveSourceMaps: e.SERVE_SOURCE_MAPS === '1' || e.SERVE_SOURCE_MAPS === 'true',
    mapTiles:
      e.MAP_TILE_URL === 'off'
        ? undefined
        : {
            url: e.MAP_TILE_URL,
            // A custom server's own terms apply; the default's are OpenStreetMap's.
            attribution: e.MAP_TILE_ATTRIBUTION ?? (e.MAP_TILE_URL === OSM_TILE_URL ? OSM_ATTRIBUTION : ''),
            maxZoom: e.MAP_TILE_MAX_ZOOM,
          },
  };
}
