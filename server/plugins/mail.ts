import fp from 'fastify-plugin';
import { BackgroundTasks } from '../lib/background';
import { createMailer, type Mailer, outboxDirOf } from '../modules/mail';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    background: BackgroundTasks;
  }
}

export default fp(
  async (app) => {
    const mailer = createMailer({
      smtpUrl: app.env.SMTP_URL,
      from: app.env.MAIL_FROM,
      db: app.db,
      log: app.log,
      outboxDir: outboxDirOf(app.env.DATA_DIR),
    });
    const background = new BackgroundTasks(app.log);
    app.decorate('mailer', mailer);
    app.decorate('background', background);
    app.addHook('onClose', async () => {
      await background.drain();
      mailer.close();
    });
  },
  { name: 'mail', dependencies: ['db'] },
);
