import cluster, { type Worker } from 'node:cluster';

/** The primary's log: one JSON line per event, in pino's shape, so it reads like the workers' logs. */
export interface PrimaryLog {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** pino's level numbers, so LOG_LEVEL means the same for the primary as for the workers. */
const levels = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity };

export function jsonLinePrimaryLog(
  minimum: keyof typeof levels,
  write: (line: string) => void = (line) => process.stdout.write(line),
) {
  const line = (level: number, msg: string, fields: Record<string, unknown> = {}) => {
    if (level < levels[minimum]) return;
    const record = { level, time: Date.now(), pid: process.pid, role: 'primary', ...fields, msg };
    write(`${JSON.stringify(record)}\n`);
  };
  const log: PrimaryLog = {
    info: (msg, fields) => line(30, msg, fields),
    error: (msg, fields) => line(50, msg, fields),
  };
  return log;
}

export interface SupervisorOptions {
  readonly workers: number;
  /** After SIGTERM/SIGINT: how long workers get to stop before they are killed. */
  readonly stopTimeoutMs: number;
  readonly log: PrimaryLog;
  readonly exit?: (code: number) => void;
}

/** A worker that dies sooner than this after its start counts as a crash loop: restarts slow down. */
export const QUICK_DEATH_MS = 10_000;
const MAX_RESTART_DELAY_MS = 30_000;

/**
 * The primary of cluster mode: forks `workers` server processes that share the listening port, and
 * only supervises. A worker that dies is replaced (at once; after a pause growing to 30 s while
 * workers keep dying within 10 s of their start). SIGTERM/SIGINT is passed to every worker, which
 * drains and stops as a single process does; the primary exits once all have (0 if all exited 0),
 * killing those still running after `stopTimeoutMs`. SIGHUP replaces the workers one at a time,
 * each new one serving before an old one is stopped.
 */
export function superviseWorkers(options: SupervisorOptions): void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const { log } = options;
  const startedAt = new Map<Worker, number>();
  let stopping = false;
  let cleanStop = true;
  let quickDeaths = 0;
  const replaced = new Set<Worker>();
  let replacing = false;

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
    return worker;
  };
  const running = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);

  cluster.on('listening', (worker, address) => {
    log.info('worker serving', { worker: worker.process.pid, port: address.port });
  });
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (code !== 0) cleanStop = false;
      log.info('worker stopped', { worker: worker.process.pid, code, signal });
      if (running().length === 0) {
        log.info('all workers stopped');
        exit(cleanStop ? 0 : 1);
      }
      return;
    }
    if (replaced.delete(worker)) {
      log.info('worker stopped', { worker: worker.process.pid, code, signal, replaced: true });
      return;
    }
    // A replacement that died before serving (SIGHUP): the count stands.
    if (running().length >= options.workers) return;
    quickDeaths = lived < QUICK_DEATH_MS ? quickDeaths + 1 : 0;
    const delay = quickDeaths <= 1 ? 0 : Math.min(MAX_RESTART_DELAY_MS, 500 * 2 ** (quickDeaths - 2));
    log.error('worker died; starting another', { worker: worker.process.pid, code, signal, delayMs: delay });
    setTimeout(() => {
      if (!stopping) fork();
    }, delay);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const workers = running();
    log.info('stopping the workers', { signal, workers: workers.length });
    if (workers.length === 0) exit(0);
    for (const worker of workers) worker.process.kill('SIGTERM');
    setTimeout(() => {
      const left = running();
      log.error('workers did not stop in time; killing them', { workers: left.map((w) => w.process.pid) });
      for (const worker of left) worker.process.kill('SIGKILL');
      cleanStop = false;
    }, options.stopTimeoutMs).unref();
  };

  /** One at a time: a new worker, once it serves, takes an old one's place; the old one drains. */
  const replaceAll = async () => {
    if (replacing || stopping) return;
    replacing = true;
    const old = running();
    log.info('replacing the workers one at a time', { workers: old.length });
    try {
      for (const worker of old) {
        if (stopping) return;
        const next = fork();
        const served = await new Promise<boolean>((resolve) => {
          next.once('listening', () => resolve(true));
          next.once('exit', () => resolve(false));
        });
        if (!served) {
          log.error('a replacement worker died before serving; keeping the others');
          return;
        }
        replaced.add(worker);
        worker.process.kill('SIGTERM');
        if (!worker.isDead()) await new Promise((resolve) => worker.once('exit', resolve));
      }
      log.info('workers replaced');
    } finally {
      replacing = false;
    }
  };

  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  process.on('SIGHUP', () => void replaceAll());
  log.info('starting workers', { workers: options.workers });
  for (let i = 0; i < options.workers; i++) fork();
}
