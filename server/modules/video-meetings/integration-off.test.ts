import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VideoMeetingMessages } from '@shared/schemas/video-meetings';
import { DemoAccounts } from '../../db/seed/demo';
import { loadEnv } from '../../env';
import { signIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await signIn(t.app, DemoAccounts.teacher);
});
afterAll(() => t.close());

describe('video meetings on a server without the integration', () => {
  it('reports the integration as not configured', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/meeting/checkIfZoomIntegrationExists',
      headers: { cookie },
    });
    expect(response.json()).toEqual({ IsConfigured: false, IsConnected: false, NeedsReconnect: false });
  });

  it('answers getClientId with 404 and says why', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/zoomapi/getClientId',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toBe(VideoMeetingMessages.notConfigured);
  });

  it('refuses to start with a client id but no token key', () => {
    expect(() => loadEnv({ ZOOM_CLIENT_ID: 'id' })).toThrow(
      /VIDEO_TOKEN_KEY: is required when ZOOM_CLIENT_ID/,
    );
    expect(() => loadEnv({ ZOOM_CLIENT_ID: 'id', VIDEO_TOKEN_KEY: 'c2hvcnQ=' })).toThrow(/32 random bytes/);
  });
});
