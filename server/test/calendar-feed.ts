import type { FastifyInstance } from 'fastify';
import { signIn } from './sign-in';

/** Signs `email` in and turns their calendar feed on: the session's cookie and the feed's secret path. */
export async function signInWithCalendarFeed(app: FastifyInstance, email: string) {
  const cookie = await signIn(app, email);
  const created = await app.inject({
    method: 'POST',
    url: '/api/v1/calendar/createFeed',
    headers: { cookie },
  });
  if (created.statusCode !== 200) throw new Error(`createFeed answered ${created.statusCode}`);
  return { cookie, feedPath: new URL(created.json<{ FeedUrl: string }>().FeedUrl).pathname };
}
