import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoAccounts } from '../../db/seed/demo';
import { signIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;

/** A new feed path of the user: each sign-in's createFeed replaces the last one, so use one user per feed. */
async function feedPathOf(email: string) {
  const cookie = await signIn(t.app, email);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/calendar/createFeed',
    headers: { cookie },
  });
  return new URL(response.json<{ FeedUrl: string }>().FeedUrl).pathname;
}

const fetchFeed = async (path: string) => (await t.app.inject({ method: 'GET', url: path })).statusCode;

beforeAll(async () => {
  t = await createTestApp({ CALENDAR_FEED_RATE_LIMIT_PER_MINUTE: '2' });
});
afterAll(() => t.close());

describe('calendar feed rate limits', () => {
  it('limits each feed on its own, so calendar services polling many feeds from one address are not blocked', async () => {
    const teacherFeed = await feedPathOf(DemoAccounts.teacher);
    const leadFeed = await feedPathOf(DemoAccounts.lead);
    expect([await fetchFeed(teacherFeed), await fetchFeed(teacherFeed)]).toEqual([200, 200]);
    expect(await fetchFeed(teacherFeed)).toBe(429);
    expect(await fetchFeed(leadFeed)).toBe(200);
  });
});
