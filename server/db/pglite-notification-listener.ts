import type { PGlite } from '@electric-sql/pglite';
import type { NotificationHandlers, NotificationListener } from './notification-listener';

/**
 * LISTEN on the embedded database: PGlite is one backend inside this process, so its own `listen` hears
 * the NOTIFYs of every transaction it runs, once they commit (live-event-hub.test.ts checks it). There is
 * no connection to lose, so no reconnecting.
 */
export function listenOnPglite(
  instance: PGlite,
  channel: string,
  handlers: NotificationHandlers,
): NotificationListener {
  let closed = false;
  const started = instance
    .listen(channel, (payload) => {
      if (!closed) handlers.onNotification(payload);
    })
    .then(
      (unlisten) => {
        if (!closed) handlers.onListening({ afterOutage: false });
        return unlisten;
      },
      (error: unknown) => {
        // Only a closed or broken instance refuses LISTEN; trying again would not help.
        if (!closed) handlers.onInterrupted(error, null);
        return undefined;
      },
    );
  return {
    async close() {
      closed = true;
      const unlisten = await started;
      // Closed already: the database went first at shutdown, and its listeners with it.
      if (unlisten && !instance.closed) await unlisten();
    },
  };
}
