import fp from 'fastify-plugin';
import { NoticeRunner } from './runner';

declare module 'fastify' {
  interface FastifyInstance {
    noticeRunner: NoticeRunner;
  }
}

/**
 * The process's notice runner (runner.ts), started when the app is ready and
 * stopped, after its pass in flight, when it closes. NOTICE_RUNNER=false builds it without starting it.
 */
export default fp(
  async (app) => {
    const { env, clock } = app;
    const runner = new NoticeRunner({
      db: app.db,
      mailer: app.mailer,
      log: app.log.child({ component: 'notices' }),
      clock,
      appUrl: env.APP_URL,
      leaseMs: env.NOTICE_LEASE_SECONDS * 1000,
      pollMs: env.NOTICE_POLL_SECONDS * 1000,
      retentionDays: env.NOTICE_RETENTION_DAYS,
      schedule: env.NOTICE_SCHEDULE,
    });
    app.decorate('noticeRunner', runner);
    if (env.NOTICE_RUNNER) app.addHook('onReady', () => runner.start());
    app.addHook('onClose', () => runner.stop());
  },
  { name: 'notices', dependencies: ['db', 'mail', 'clock'] },
);
