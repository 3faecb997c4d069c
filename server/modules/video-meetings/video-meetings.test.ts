import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { VideoMeetingMessages, type VideoIntegrationStatus } from '@shared/schemas/video-meetings';
import { agendaItems, agendas, meetings, videoIntegrationTokens } from '../../db/schema';
import { DemoAccounts } from '../../db/seed/demo';
import {
  FAKE_TOKEN_KEY,
  startFakeVideoProvider,
  type FakeVideoProvider,
} from '../../test/fake-video-provider';
import { signIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userOf } from '../../test/users';
import { DAY_MS, insertMeeting, teamIdOf } from '../../test/meeting-fixtures';
import { decryptSecret, encryptSecret } from '../../lib/secret-box';
import { apiCaller } from '../../test/api-caller';

const REDIRECT_URL = 'http://plchub.test/zoomIntegrationResponse/callback';

let t: TestApp;
let fake: FakeVideoProvider;
let leadCookie: string;
let adminCookie: string;
let leadId: string;
let adminId: string;
let mathTeamId: string;
let nextCode = 0;

let call: ReturnType<typeof apiCaller>;

const status = async (cookie: string) =>
  (await call('GET', '/api/v1/meeting/checkIfZoomIntegrationExists', cookie)).json<VideoIntegrationStatus>();

async function stateOf(cookie: string): Promise<string> {
  const response = await call('GET', '/api/v1/zoomapi/getClientId', cookie);
  expect(response.statusCode).toBe(200);
  return new URL(response.json<{ AuthorizeUrl: string }>().AuthorizeUrl).searchParams.get('state')!;
}

/** The whole consent round trip: the provider hands out a code, the client posts it back with the state. */
async function connect(cookie: string) {
  nextCode += 1;
  const code = `code-${nextCode}`;
  fake.validCodes.add(code);
  return call('POST', '/api/v1/zoomapi/zoomUserResponse', cookie, {
    Code: code,
    State: await stateOf(cookie),
  });
}

const storedTokens = async (userId: string) =>
  t.database.db.select().from(videoIntegrationTokens).where(eq(videoIntegrationTokens.userId, userId));

const storedMeeting = async (id: string) => {
  const [row] = await t.database.db.select().from(meetings).where(eq(meetings.id, id));
  return row!;
};

interface Saved {
  Id: string;
  VideoMeetingProblem: string | null;
}

let meetingDay = 0;
/** meeting/save for 7th Grade Math (the lead leads it); a new meeting unless `id` is given. */
async function saveMeeting(
  cookie: string,
  body: {
    id?: string;
    start?: Date;
    setup?: boolean;
    remove?: boolean;
    location?: string;
    subject?: string;
    version?: number;
  },
  expectedStatus = 200,
) {
  meetingDay += 1;
  const start = body.start ?? new Date(Date.now() + (10 + meetingDay) * DAY_MS);
  const response = await call('POST', '/api/v1/meeting/save', cookie, {
    Id: body.id ?? '0',
    Subject: body.subject ?? 'Video planning',
    StartDateTime: start.toISOString(),
    EndDateTime: new Date(start.getTime() + 45 * 60_000).toISOString(),
    Location: body.location ?? 'Room 9',
    MeetingTeams: [{ TeamId: mathTeamId }],
    SetupZoomMeeting: body.setup ?? false,
    RemoveZoomMeeting: body.remove ?? false,
    Version: body.version,
  });
  expect(response.statusCode).toBe(expectedStatus);
  return response.json<Saved>();
}

/** The user's stored tokens in clear. */
async function clearTokensOf(userId: string) {
  const [row] = await storedTokens(userId);
  const key = Buffer.from(FAKE_TOKEN_KEY, 'base64');
  return { access: decryptSecret(key, row!.accessToken), refresh: decryptSecret(key, row!.refreshToken!) };
}

const callsTo = (method: string, pathStart: string) =>
  fake.calls.filter((call) => call.method === method && call.path.startsWith(pathStart));

beforeAll(async () => {
  fake = await startFakeVideoProvider();
  t = await createTestApp(fake.env(REDIRECT_URL));
  call = apiCaller(t.app);
  leadCookie = await signIn(t.app, DemoAccounts.lead);
  adminCookie = await signIn(t.app, DemoAccounts.admin);
  const lead = await userOf(t.database.db, DemoAccounts.lead);
  leadId = lead.id;
  adminId = (await userOf(t.database.db, DemoAccounts.admin)).id;
  mathTeamId = await teamIdOf(t.database.db, lead.locationId, '7th Grade Math');
});

afterAll(async () => {
  await t.close();
  await fake.close();
});

beforeEach(() => {
  fake.failRefresh = false;
  fake.failMeetingCalls = false;
  fake.joinUrlOverride = null;
  fake.tokenLifetimeSeconds = 3600;
});

describe('connecting a video meeting account', () => {
  it('reports a configured server and no connection at first', async () => {
    expect(await status(leadCookie)).toEqual({
      IsConfigured: true,
      IsConnected: false,
      NeedsReconnect: false,
    });
  });

  it('gives the consent address with the client id, the redirect and a state bound to the session', async () => {
    const response = await call('GET', '/api/v1/zoomapi/getClientId', leadCookie);
    const body = response.json<{ ClientId: string; AuthorizeUrl: string }>();
    const url = new URL(body.AuthorizeUrl);
    expect(body.ClientId).toBe('fake-client-id');
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.baseUrl}/oauth/authorize`);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe('fake-client-id');
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT_URL);
    expect(await stateOf(leadCookie)).toBe(url.searchParams.get('state'));
    expect(await stateOf(adminCookie)).not.toBe(url.searchParams.get('state'));
  });

  it("refuses a made-up state and another user's state (400), storing nothing", async () => {
    fake.validCodes.add('stolen-code');
    for (const state of ['made-up', await stateOf(adminCookie)]) {
      const response = await call('POST', '/api/v1/zoomapi/zoomUserResponse', leadCookie, {
        Code: 'stolen-code',
        State: state,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(VideoMeetingMessages.badState);
    }
    expect(await storedTokens(leadId)).toHaveLength(0);
    expect(callsTo('POST', '/oauth/token')).toHaveLength(0);
  });

  it('answers 400 with a short reason when the provider refuses the code', async () => {
    const response = await call('POST', '/api/v1/zoomapi/zoomUserResponse', leadCookie, {
      Code: 'never-issued',
      State: await stateOf(leadCookie),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(VideoMeetingMessages.exchangeFailed);
    expect(await storedTokens(leadId)).toHaveLength(0);
  });

  it('exchanges a good code and stores the tokens encrypted', async () => {
    const response = await connect(leadCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ IsConfigured: true, IsConnected: true, NeedsReconnect: false });
    const exchange = callsTo('POST', '/oauth/token').at(-1)!;
    expect(exchange.body).toMatchObject({ grant_type: 'authorization_code', redirect_uri: REDIRECT_URL });
    const [row] = await storedTokens(leadId);
    expect(row!.accessToken.split('.')).toHaveLength(3);
    for (const token of [...fake.accessTokens, ...fake.refreshTokens]) {
      expect(row!.accessToken).not.toContain(token);
      expect(row!.refreshToken).not.toContain(token);
    }
    expect(row!.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 3000_000);
  });

  it('revokes the replaced grant at the provider when the account is connected again', async () => {
    const replaced = await clearTokensOf(leadId);
    expect((await connect(leadCookie)).statusCode).toBe(200);
    expect(fake.revokedTokens.at(-1)).toBe(replaced.refresh);
    const current = await clearTokensOf(leadId);
    expect(current.refresh).not.toBe(replaced.refresh);
    expect(fake.accessTokens.has(current.access)).toBe(true);
  });
});

describe('meeting/save with a video meeting', () => {
  it('asks an unconnected user to connect first, and still saves the meeting', async () => {
    const saved = await saveMeeting(adminCookie, { setup: true });
    expect(saved.VideoMeetingProblem).toBe(VideoMeetingMessages.notConnected);
    expect((await storedMeeting(saved.Id)).zoomMeetingId).toBeNull();
  });

  let meetingId: string;
  it('creates the provider meeting and stores its join link, id and passcode, never the start link', async () => {
    const saved = await saveMeeting(leadCookie, { setup: true });
    meetingId = saved.Id;
    expect(saved.VideoMeetingProblem).toBeNull();
    const row = await storedMeeting(meetingId);
    const created = fake.meetings.get(row.zoomMeetingId!)!;
    expect(created.topic).toBe('Video planning');
    expect(created.duration).toBe(45);
    expect(row.zoomJoinLink).toBe(created.join_url);
    expect(row.zoomMeetingPasscode).toBe(created.password);
    expect(row.videoHostUserId).toBe(leadId);
    expect(JSON.stringify(row)).not.toContain('zak=');
    const detail = await call('GET', `/api/v1/meeting/getById/${meetingId}`, leadCookie);
    expect(detail.json()).toMatchObject({ ZoomJoinLink: created.join_url, ZoomMeetingId: row.zoomMeetingId });
  });

  it("updates the provider meeting's time through the host's connection when an admin edits it", async () => {
    const start = new Date(Date.UTC(2031, 0, 15, 14, 30));
    const saved = await saveMeeting(adminCookie, { id: meetingId, start });
    expect(saved.VideoMeetingProblem).toBeNull();
    const zoomId = (await storedMeeting(meetingId)).zoomMeetingId!;
    const patch = callsTo('PATCH', `/v2/meetings/${zoomId}`).at(-1)!;
    expect(patch.body).toMatchObject({ start_time: '2031-01-15T14:30:00Z', duration: 45, timezone: 'UTC' });
    expect(fake.meetings.get(zoomId)!.start_time).toBe('2031-01-15T14:30:00Z');
  });

  it('leaves the provider alone when only the room changes', async () => {
    const callsBefore = fake.calls.length;
    const start = new Date(Date.UTC(2031, 0, 15, 14, 30));
    const saved = await saveMeeting(adminCookie, { id: meetingId, start, location: 'Room 10' });
    expect(saved.VideoMeetingProblem).toBeNull();
    expect(fake.calls).toHaveLength(callsBefore);
    expect((await storedMeeting(meetingId)).location).toBe('Room 10');
  });

  it('refuses a stale copy (409) before calling the provider, whose meeting keeps the newer time', async () => {
    const loadedVersion = (await storedMeeting(meetingId)).version;
    const newer = new Date(Date.UTC(2031, 0, 18, 9, 0));
    await saveMeeting(adminCookie, { id: meetingId, start: newer, version: loadedVersion });
    const zoomId = (await storedMeeting(meetingId)).zoomMeetingId!;
    const callsBefore = fake.calls.length;

    const stale = new Date(Date.UTC(2031, 0, 19, 9, 0));
    await saveMeeting(leadCookie, { id: meetingId, start: stale, version: loadedVersion }, 409);
    expect(fake.calls).toHaveLength(callsBefore);
    expect(fake.meetings.get(zoomId)!.start_time).toBe('2031-01-18T09:00:00Z');
    expect((await storedMeeting(meetingId)).startDateTime).toEqual(newer);
  });

  it("tells an admin that the host must reconnect when the host's connection is broken", async () => {
    await t.database.db
      .update(videoIntegrationTokens)
      .set({ brokenAt: new Date() })
      .where(eq(videoIntegrationTokens.userId, leadId));
    const byAdmin = await saveMeeting(adminCookie, {
      id: meetingId,
      start: new Date(Date.UTC(2031, 0, 16, 9)),
    });
    expect(byAdmin.VideoMeetingProblem).toBe(VideoMeetingMessages.hostMustReconnect);
    const byHost = await saveMeeting(leadCookie, {
      id: meetingId,
      start: new Date(Date.UTC(2031, 0, 17, 9)),
    });
    expect(byHost.VideoMeetingProblem).toBe(VideoMeetingMessages.needsReconnect);
    expect((await connect(leadCookie)).json()).toMatchObject({ IsConnected: true, NeedsReconnect: false });
  });

  it('removes the provider meeting and clears the columns', async () => {
    const zoomId = (await storedMeeting(meetingId)).zoomMeetingId!;
    const saved = await saveMeeting(leadCookie, { id: meetingId, remove: true });
    expect(saved.VideoMeetingProblem).toBeNull();
    expect(callsTo('DELETE', `/v2/meetings/${zoomId}`)).toHaveLength(1);
    expect(fake.meetings.has(zoomId)).toBe(false);
    expect(await storedMeeting(meetingId)).toMatchObject({
      zoomJoinLink: null,
      zoomMeetingId: null,
      zoomMeetingPasscode: null,
      videoHostUserId: null,
    });
  });

  it('saves the meeting without a video meeting, with a clear message, when the provider fails', async () => {
    fake.failMeetingCalls = true;
    const saved = await saveMeeting(leadCookie, { setup: true });
    expect(saved.VideoMeetingProblem).toBe(VideoMeetingMessages.setupFailed);
    expect((await storedMeeting(saved.Id)).zoomMeetingId).toBeNull();
    expect(await status(leadCookie)).toMatchObject({ IsConnected: true, NeedsReconnect: false });
  });

  it('takes a join link that is not https as a provider failure and stores no link', async () => {
    fake.joinUrlOverride = 'javascript:alert(document.cookie)';
    const providerMeetings = fake.meetings.size;
    const saved = await saveMeeting(leadCookie, { setup: true });
    expect(saved.VideoMeetingProblem).toBe(VideoMeetingMessages.setupFailed);
    expect(await storedMeeting(saved.Id)).toMatchObject({ zoomJoinLink: null, zoomMeetingId: null });
    // The meeting the provider made with that link is not left behind.
    expect(fake.meetings.size).toBe(providerMeetings);
  });

  it('refreshes an access token about to expire, stores the new pair and uses it', async () => {
    fake.tokenLifetimeSeconds = 30;
    expect((await connect(leadCookie)).statusCode).toBe(200);
    const [before] = await storedTokens(leadId);
    const saved = await saveMeeting(leadCookie, { setup: true });
    expect(saved.VideoMeetingProblem).toBeNull();
    expect(callsTo('POST', '/oauth/token').at(-1)!.body).toMatchObject({ grant_type: 'refresh_token' });
    const [after] = await storedTokens(leadId);
    expect(after!.accessToken).not.toBe(before!.accessToken);
    expect((await storedMeeting(saved.Id)).zoomMeetingId).not.toBeNull();
  });

  it('refreshes once and retries when the provider refuses an access token before its expiry', async () => {
    expect((await connect(leadCookie)).statusCode).toBe(200); // a token far from its expiry
    fake.accessTokens.clear(); // revoked at the provider; the refresh token still works
    const callsBefore = fake.calls.length;
    const saved = await saveMeeting(leadCookie, { setup: true });
    expect(saved.VideoMeetingProblem).toBeNull();
    expect((await storedMeeting(saved.Id)).zoomMeetingId).not.toBeNull();
    expect(fake.calls.slice(callsBefore).map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /v2/users/me/meetings',
      'POST /oauth/token',
      'POST /v2/users/me/meetings',
    ]);
    expect(await status(leadCookie)).toMatchObject({ IsConnected: true, NeedsReconnect: false });
  });

  it('marks the connection broken when a refused access token cannot be refreshed', async () => {
    expect((await connect(leadCookie)).statusCode).toBe(200);
    fake.accessTokens.clear();
    fake.failRefresh = true;
    const saved = await saveMeeting(leadCookie, { setup: true });
    expect(saved.VideoMeetingProblem).toBe(VideoMeetingMessages.needsReconnect);
    expect((await storedMeeting(saved.Id)).zoomMeetingId).toBeNull();
    expect(await status(leadCookie)).toMatchObject({ IsConnected: false, NeedsReconnect: true });
    fake.failRefresh = false;
    expect((await connect(leadCookie)).json()).toMatchObject({ IsConnected: true, NeedsReconnect: false });
  });

  it('deletes the provider meeting after the reply when the meeting is cancelled', async () => {
    const saved = await saveMeeting(leadCookie, { setup: true });
    const zoomId = (await storedMeeting(saved.Id)).zoomMeetingId!;
    expect(fake.meetings.has(zoomId)).toBe(true);
    const release = fake.holdMeetingCalls(); // a slow provider must not hold the cancel
    try {
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/meeting/delete/${saved.Id}`,
        headers: { cookie: leadCookie },
      });
      expect(response.statusCode).toBe(200);
      expect(fake.meetings.has(zoomId)).toBe(true);
    } finally {
      release();
    }
    await t.app.background.drain();
    expect(fake.meetings.has(zoomId)).toBe(false);
    expect(callsTo('DELETE', `/v2/meetings/${zoomId}`)).toHaveLength(1);
  });

  it('deletes the provider meeting it created again when the meeting cannot be written', async () => {
    await t.database.db.execute(
      sql.raw(`create function refuse_doomed() returns trigger language plpgsql as $$
        begin if new.subject = 'Doomed' then raise exception 'refused'; end if; return new; end $$`),
    );
    await t.database.db.execute(
      sql.raw(
        'create trigger refuse_doomed before insert on meetings for each row execute function refuse_doomed()',
      ),
    );
    try {
      const meetingsBefore = new Set(fake.meetings.keys());
      const deletesBefore = callsTo('DELETE', '/v2/meetings/').length;
      await saveMeeting(leadCookie, { setup: true, subject: 'Doomed' }, 500);
      expect(callsTo('POST', '/v2/users/me/meetings').at(-1)!.body).toMatchObject({ topic: 'Doomed' });
      expect(callsTo('DELETE', '/v2/meetings/')).toHaveLength(deletesBefore + 1);
      expect(new Set(fake.meetings.keys())).toEqual(meetingsBefore);
    } finally {
      await t.database.db.execute(sql.raw('drop trigger refuse_doomed on meetings'));
      await t.database.db.execute(sql.raw('drop function refuse_doomed()'));
    }
  });

  it('deletes the provider meeting it created again when moving items to a new meeting fails', async () => {
    const lead = await userOf(t.database.db, DemoAccounts.lead);
    const school = { districtId: lead.districtId, locationId: lead.locationId };
    const source = await insertMeeting(t.database.db, school, {
      subject: 'Move source with video',
      teamIds: [mathTeamId],
      start: Date.now() + DAY_MS,
      items: [{ title: 'Moving with video', orderId: 1 }],
    });
    const [item] = await t.database.db
      .select({ id: agendaItems.id })
      .from(agendaItems)
      .innerJoin(agendas, eq(agendas.id, agendaItems.agendaId))
      .where(eq(agendas.meetingId, source));
    // The move's write fails after the provider meeting exists: its agenda items cannot be updated.
    await t.database.db.execute(
      sql.raw(`create function refuse_move() returns trigger language plpgsql as $$
        begin raise exception 'refused'; end $$`),
    );
    await t.database.db.execute(
      sql.raw(
        'create trigger refuse_move before update on agenda_items for each row execute function refuse_move()',
      ),
    );
    try {
      const meetingsBefore = new Set(fake.meetings.keys());
      const start = Date.now() + 30 * DAY_MS;
      const response = await call('POST', '/api/v1/meeting/saveWithAgendaItems', leadCookie, {
        Meeting: {
          Id: '0',
          Subject: 'Doomed move',
          StartDateTime: new Date(start).toISOString(),
          EndDateTime: new Date(start + 45 * 60_000).toISOString(),
          Location: '',
          MeetingTeams: [{ TeamId: mathTeamId }],
          SetupZoomMeeting: true,
        },
        AgendaItemIds: [item!.id],
      });
      expect(response.statusCode).toBe(500);
      expect(callsTo('POST', '/v2/users/me/meetings').at(-1)!.body).toMatchObject({ topic: 'Doomed move' });
      expect(new Set(fake.meetings.keys())).toEqual(meetingsBefore);
    } finally {
      await t.database.db.execute(sql.raw('drop trigger refuse_move on agenda_items'));
      await t.database.db.execute(sql.raw('drop function refuse_move()'));
    }
  });

  it('marks the connection broken when the refresh is refused, and still saves the meeting', async () => {
    fake.tokenLifetimeSeconds = 30;
    expect((await connect(leadCookie)).statusCode).toBe(200);
    fake.failRefresh = true;
    const saved = await saveMeeting(leadCookie, { setup: true });
    expect(saved.VideoMeetingProblem).toBe(VideoMeetingMessages.needsReconnect);
    expect((await storedMeeting(saved.Id)).subject).toBe('Video planning');
    expect(await status(leadCookie)).toEqual({
      IsConfigured: true,
      IsConnected: false,
      NeedsReconnect: true,
    });
    // Reconnecting clears the mark.
    fake.tokenLifetimeSeconds = 3600;
    expect((await connect(leadCookie)).json()).toMatchObject({ IsConnected: true, NeedsReconnect: false });
  });

  it('treats tokens another key wrote as a broken connection: the meeting saves, status says reconnect', async () => {
    const otherKey = Buffer.alloc(32, 9);
    await t.database.db.insert(videoIntegrationTokens).values({
      userId: adminId,
      provider: 'zoom',
      accessToken: encryptSecret(otherKey, 'access-from-before'),
      refreshToken: encryptSecret(otherKey, 'refresh-from-before'),
      expiresAt: new Date(Date.now() + 3600_000),
    });
    expect(await status(adminCookie)).toEqual({
      IsConfigured: true,
      IsConnected: false,
      NeedsReconnect: true,
    });
    const saved = await saveMeeting(adminCookie, { setup: true });
    expect(saved.VideoMeetingProblem).toBe(VideoMeetingMessages.needsReconnect);
    expect((await storedMeeting(saved.Id)).zoomMeetingId).toBeNull();
    expect((await storedTokens(adminId))[0]!.brokenAt).not.toBeNull();
    await t.database.db.delete(videoIntegrationTokens).where(eq(videoIntegrationTokens.userId, adminId));
  });
});

describe('disconnecting', () => {
  it('revokes at the provider and deletes the stored tokens', async () => {
    const revokesBefore = callsTo('POST', '/oauth/revoke').length;
    const current = await clearTokensOf(leadId);
    const response = await call('POST', '/api/v1/zoomapi/revokeZoomAccess', leadCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ IsConfigured: true, IsConnected: false, NeedsReconnect: false });
    expect(callsTo('POST', '/oauth/revoke')).toHaveLength(revokesBefore + 1);
    expect(fake.revokedTokens.at(-1)).toBe(current.refresh);
    expect(fake.refreshTokens.has(current.refresh)).toBe(false);
    expect(await storedTokens(leadId)).toHaveLength(0);
  });
});
