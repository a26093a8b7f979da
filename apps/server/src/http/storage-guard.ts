import type { FastifyInstance } from 'fastify';
import type { DiskRoom } from '../db/disk-room.js';
import { StorageFull } from '../errors/domain-errors.js';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses every API request that may write (507 `insufficient_storage`, before its body is read)
 * while the embedded database's disk is below its reserve; reads go on. Room made later is seen
 * within `DISK_CHECK_INTERVAL_MS`, without a restart.
 */
export function guardStorage(app: FastifyInstance, disk: DiskRoom): void {
  app.addHook('onRequest', async (request) => {
    if (READS.has(request.method) || !request.url.startsWith('/api/')) return;
    const reading = await disk.read();
    if (reading.low) {
      request.log.warn(
        { freeBytes: reading.freeBytes, reserveBytes: reading.reserveBytes },
        'write refused: disk low',
      );
      throw new StorageFull();
    }
  });
}
