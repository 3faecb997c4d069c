import fp from 'fastify-plugin';
import type { Clock } from '../lib/clock';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the app's time comes from: the system's, or the one a test moves by hand. */
    clock: Clock;
  }
}

export default fp<{ clock: Clock }>(
  async (app, { clock }) => {
    app.decorate('clock', clock);
  },
  { name: 'clock' },
);
