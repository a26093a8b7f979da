import type { FastifyBaseLogger } from 'fastify';
import type { Notifications } from '../../db/database.js';
import type { ProjectReadCache } from './project-read-cache.js';

/** The NOTIFY channel of project writes; the payload is the owner's id. */
export const PROJECT_CHANGES_CHANNEL = 'plotplan_project_changes';

/**
 * Keeps the read caches of every process on one PostgreSQL database honest: each write of an
 * owner's projects NOTIFYs the owner's id, and each process LISTENs on its own connection and
 * forgets that owner's cached bodies. While the LISTEN connection is down (and until it first
 * stands) the cache keeps nothing, as a write elsewhere could go unheard. `listening` resolves when
 * LISTEN first stands.
 */
export function shareProjectChanges(
  reads: ProjectReadCache,
  notifications: Notifications,
  log: FastifyBaseLogger,
): { readonly listening: Promise<void>; readonly stop: () => Promise<void> } {
  reads.suspend();
  let heard: () => void = () => undefined;
  const listening = new Promise<void>((resolve) => (heard = resolve));
  let notifyFailed = false;
  reads.announce = async (ownerId) => {
    try {
      await notifications.notify(PROJECT_CHANGES_CHANNEL, String(ownerId));
      notifyFailed = false;
    } catch (error) {
      // The write itself is over; other processes may serve the owner's older reads until the
      // LISTEN connections notice the database is gone and suspend their caches.
      if (!notifyFailed) log.warn({ err: error }, 'could not announce a project change to other processes');
      notifyFailed = true;
    }
  };
  const listener = notifications.listen(PROJECT_CHANGES_CHANNEL, {
    onMessage: (payload) => {
      const ownerId = Number(payload);
      if (Number.isSafeInteger(ownerId)) reads.forget(ownerId);
    },
    onListening: () => {
      reads.resume();
      heard();
      log.info('project read cache: listening for changes made by other processes');
    },
    onLost: (error) => {
      reads.suspend();
      log.warn({ err: error }, 'project read cache off: lost the connection that hears other processes');
    },
  });
  const stop = async () => {
    reads.announce = undefined;
    await listener.close();
  };
  return { listening, stop };
}
