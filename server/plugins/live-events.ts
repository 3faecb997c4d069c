import type { ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import { createLiveEventHub, type LiveEventHub } from '../db/live-events/live-event-hub';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's one listener for live events (a meeting room's stream subscribes to it). */
    liveEvents: LiveEventHub;
    /** The open event streams, ended when the app closes (an open stream would keep it from closing). */
    eventStreams: Set<ServerResponse>;
  }
}

/** app.liveEvents and the open streams; both close with the app. */
export default fp(
  async (app) => {
    const hub = createLiveEventHub(app.database, app.log);
    const streams = new Set<ServerResponse>();
    app.decorate('liveEvents', hub);
    app.decorate('eventStreams', streams);
    app.addHook('preClose', async () => {
      for (const stream of streams) stream.end();
      await hub.close();
    });
  },
  { name: 'live-events', dependencies: ['db'] },
);
