// wrk (Debian's package) as the load generator, and the figures read from its --latency output.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface LoadSettings {
  readonly threads: number;
  readonly connections: number;
  readonly duration: string;
  readonly warmup: string;
}

export interface LoadResult {
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly non2xx: number;
  readonly errors: number;
  /** The largest resident set of the watched processes while the load ran. */
  readonly peakRssMiB: number | undefined;
}

const unitMs: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

function latency(output: string, percentile: string): number {
  const match = new RegExp(`^\\s*${percentile}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm').exec(output);
  const [, value, unit] = match ?? [];
  return value === undefined || unit === undefined
    ? Number.NaN
    : Number(value) * (unitMs[unit] ?? Number.NaN);
}

/** Resident set size in MiB of the processes (a cluster's primary and workers add up). */
export function rssMiB(pids: readonly number[]): number {
  let kib = 0;
  for (const pid of pids) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      kib += Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
    } catch {
      // The process is gone; it holds nothing.
    }
  }
  return kib / 1024;
}

/** Runs wrk against the URL (a warm-up first, not recorded), sampling RSS of `pids` meanwhile. */
export async function measure(
  url: string,
  token: string,
  settings: LoadSettings,
  pids: () => readonly number[] = () => [],
): Promise<LoadResult> {
  const args = (duration: string) => [
    `-t${settings.threads}`,
    `-c${settings.connections}`,
    `-d${duration}`,
    '--timeout',
    '10s',
    '--latency',
    '-H',
    `Authorization: Bearer ${token}`,
    url,
  ];
  await run('wrk', args(settings.warmup));
  // Sync workers answer what wrk left in the backlog; let it drain before the measured run.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  let peak: number | undefined;
  const sampler = setInterval(() => {
    const ids = pids();
    if (ids.length > 0) peak = Math.max(peak ?? 0, rssMiB(ids));
  }, 250);
  try {
    const { stdout } = await run('wrk', args(settings.duration));
    const rate = /Requests\/sec:\s+([\d.]+)/.exec(stdout);
    const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(stdout);
    const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
    return {
      requestsPerSecond: Number(rate?.[1] ?? Number.NaN),
      p50Ms: latency(stdout, '50'),
      p99Ms: latency(stdout, '99'),
      non2xx: Number(non2xx?.[1] ?? 0),
      // Closed connections count as read errors with DRF's `Connection: close`; timeouts matter.
      errors: Number(errors?.[4] ?? 0) + Number(errors?.[1] ?? 0),
      peakRssMiB: peak,
    };
  } finally {
    clearInterval(sampler);
  }
}
