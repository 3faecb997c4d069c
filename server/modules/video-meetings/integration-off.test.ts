import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VideoMeetingMessages } from '@shared/schemas/video-meetings';
import { meetings } from '../../db/schema';
import { DemoAccounts } from '../../db/seed/demo';
import { loadEnv } from '../../env';
import { signIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userOf } from '../../test/users';
import { DAY_MS, insertMeeting, teamIdOf } from '../../test/meeting-fixtures';

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

  it('forgets the link of a meeting when RemoveZoomMeeting is asked with the integration off', async () => {
    const lead = await userOf(t.database.db, DemoAccounts.lead);
    const leadCookie = await signIn(t.app, DemoAccounts.lead);
    const school = { districtId: lead.districtId, locationId: lead.locationId };
    const teamId = await teamIdOf(t.database.db, lead.locationId, '7th Grade Math');
    const start = Date.now() + 5 * DAY_MS;
    const meetingId = await insertMeeting(t.database.db, school, {
      subject: 'Linked',
      teamIds: [teamId],
      start,
    });
    await t.database.db
      .update(meetings)
      .set({
        zoomJoinLink: 'https://video.example/j/1',
        zoomMeetingId: '1',
        zoomMeetingPasscode: 'pw',
        videoHostUserId: lead.id,
      })
      .where(eq(meetings.id, meetingId));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/meeting/save',
      headers: { cookie: leadCookie },
      payload: {
        Id: meetingId,
        Subject: 'Linked',
        StartDateTime: new Date(start).toISOString(),
        EndDateTime: new Date(start + 3600_000).toISOString(),
        Location: 'Room 1',
        MeetingTeams: [{ TeamId: teamId }],
        SetupZoomMeeting: false,
        RemoveZoomMeeting: true,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ VideoMeetingProblem: string | null }>().VideoMeetingProblem).toBeNull();
    const [row] = await t.database.db.select().from(meetings).where(eq(meetings.id, meetingId));
    expect(row).toMatchObject({
      zoomJoinLink: null,
      zoomMeetingId: null,
      zoomMeetingPasscode: null,
      videoHostUserId: null,
    });
  });

  it('refuses to start with only part of the OAuth app configured', () => {
    const key = { VIDEO_TOKEN_KEY: Buffer.alloc(32, 1).toString('base64') };
    expect(() => loadEnv({ ...key, ZOOM_CLIENT_ID: 'id', ZOOM_REDIRECT_URL: 'http://x.test/cb' })).toThrow(
      /ZOOM_CLIENT_SECRET: is required with the other video-meeting settings/,
    );
    expect(() => loadEnv({ ...key, ZOOM_CLIENT_ID: 'id', ZOOM_CLIENT_SECRET: 'secret' })).toThrow(
      /ZOOM_REDIRECT_URL: is required/,
    );
    expect(() => loadEnv({ ZOOM_CLIENT_SECRET: 'secret' })).toThrow(/ZOOM_CLIENT_ID: is required/);
    expect(
      loadEnv({
        ...key,
        ZOOM_CLIENT_ID: 'id',
        ZOOM_CLIENT_SECRET: 'secret',
        ZOOM_REDIRECT_URL: 'http://x.test/cb',
      }).ZOOM_CLIENT_ID,
    ).toBe('id');
  });

  it('refuses to start with a client id but no token key', () => {
    const app = { ZOOM_CLIENT_ID: 'id', ZOOM_CLIENT_SECRET: 'secret', ZOOM_REDIRECT_URL: 'http://x.test/cb' };
    expect(() => loadEnv(app)).toThrow(/VIDEO_TOKEN_KEY: is required when ZOOM_CLIENT_ID/);
    expect(() => loadEnv({ ...app, VIDEO_TOKEN_KEY: 'c2hvcnQ=' })).toThrow(/32 random bytes/);
  });
});
