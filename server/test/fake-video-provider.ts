import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_CLIENT_ID = 'fake-client-id';
export const FAKE_CLIENT_SECRET = 'fake-client-secret';
/** Base64 of 32 bytes, for VIDEO_TOKEN_KEY. */
export const FAKE_TOKEN_KEY = Buffer.alloc(32, 7).toString('base64');

export interface RecordedCall {
  method: string;
  path: string;
  body: Record<string, unknown>;
}

interface FakeMeeting {
  id: number;
  topic: string;
  start_time: string;
  duration: number;
  join_url: string;
  password: string;
  start_url: string;
}

/**
 * A video-meeting provider on 127.0.0.1 with the OAuth and meeting endpoints the app calls. Tokens it
 * issues expire after `tokenLifetimeSeconds`; switches make refreshes or meeting calls fail.
 */
export interface FakeVideoProvider {
  baseUrl: string;
  calls: RecordedCall[];
  meetings: Map<string, FakeMeeting>;
  /** Codes /oauth/token accepts for the authorization_code grant. */
  validCodes: Set<string>;
  /** Access tokens the Bearer check accepts, and the access token each refresh token belongs to. */
  accessTokens: Set<string>;
  refreshTokens: Set<string>;
  /** Tokens /oauth/revoke accepted, in order; it refuses tokens it never issued. */
  revokedTokens: string[];
  tokenLifetimeSeconds: number;
  failRefresh: boolean;
  failMeetingCalls: boolean;
  /** When set, new meetings answer this join_url (a misbehaving provider). */
  joinUrlOverride: string | null;
  /** Holds every meeting call until the returned function is called (a slow provider). */
  holdMeetingCalls(): () => void;
  /** The Zoom-shaped settings for createTestApp. */
  env(redirectUrl: string): Record<string, string>;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  if (request.headers['content-type']?.includes('application/json'))
    return JSON.parse(text) as Record<string, unknown>;
  return Object.fromEntries(new URLSearchParams(text));
}

function send(response: ServerResponse, status: number, body?: unknown) {
  response.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

export async function startFakeVideoProvider(): Promise<FakeVideoProvider> {
  const expectedBasic = `Basic ${Buffer.from(`${FAKE_CLIENT_ID}:${FAKE_CLIENT_SECRET}`).toString('base64')}`;
  let nextMeetingId = 81_000_000_000;
  const issued = new Set<string>();
  let held: Promise<void> | null = null;

  const issueTokens = () => {
    const access = `access-${randomBytes(8).toString('hex')}`;
    const refresh = `refresh-${randomBytes(8).toString('hex')}`;
    fake.accessTokens.add(access);
    fake.refreshTokens.add(refresh);
    issued.add(access).add(refresh);
    return {
      access_token: access,
      refresh_token: refresh,
      token_type: 'bearer',
      expires_in: fake.tokenLifetimeSeconds,
    };
  };

  function handleToken(body: Record<string, unknown>, response: ServerResponse) {
    if (
      body.grant_type === 'authorization_code' &&
      typeof body.code === 'string' &&
      fake.validCodes.delete(body.code)
    ) {
      return send(response, 200, issueTokens());
    }
    if (body.grant_type === 'refresh_token' && typeof body.refresh_token === 'string' && !fake.failRefresh) {
      // Refresh tokens rotate: each works once.
      if (fake.refreshTokens.delete(body.refresh_token)) return send(response, 200, issueTokens());
    }
    return send(response, 400, { reason: 'Invalid grant', error: 'invalid_grant' });
  }

  function handleRevoke(body: Record<string, unknown>, response: ServerResponse) {
    const token = typeof body.token === 'string' ? body.token : '';
    if (!issued.has(token)) return send(response, 400, { reason: 'Invalid token', error: 'invalid_request' });
    fake.accessTokens.delete(token);
    fake.refreshTokens.delete(token);
    fake.revokedTokens.push(token);
    return send(response, 200, { status: 'success' });
  }

  function handleApi(method: string, path: string, body: Record<string, unknown>, response: ServerResponse) {
    if (fake.failMeetingCalls) return send(response, 500, { message: 'Internal provider error' });
    if (method === 'POST' && path === '/v2/users/me/meetings') {
      nextMeetingId += 1;
      const id = nextMeetingId;
      const meeting: FakeMeeting = {
        id,
        topic: String(body.topic),
        start_time: String(body.start_time),
        duration: Number(body.duration),
        join_url: fake.joinUrlOverride ?? `https://fake.zoom.test/j/${id}?pwd=abc`,
        password: `pw${id % 10_000}`,
        start_url: `https://fake.zoom.test/s/${id}?zak=secret-host-token`,
      };
      fake.meetings.set(String(id), meeting);
      return send(response, 201, meeting);
    }
    const match = /^\/v2\/meetings\/([^/]+)$/.exec(path);
    const meeting = match?.[1] ? fake.meetings.get(match[1]) : undefined;
    if (!match?.[1] || !meeting)
      return send(response, 404, { code: 3001, message: 'Meeting does not exist' });
    if (method === 'GET') return send(response, 200, meeting);
    if (method === 'PATCH') {
      Object.assign(meeting, body);
      return send(response, 204);
    }
    if (method === 'DELETE') {
      fake.meetings.delete(match[1]);
      return send(response, 204);
    }
    return send(response, 405);
  }

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const method = request.method ?? 'GET';
      const body = await readBody(request);
      fake.calls.push({ method, path: url.pathname, body });
      if (url.pathname.startsWith('/oauth/')) {
        if (url.pathname === '/oauth/authorize')
          return send(response, 200, { state: url.searchParams.get('state') });
        if (request.headers.authorization !== expectedBasic)
          return send(response, 401, { reason: 'Invalid client' });
        if (url.pathname === '/oauth/token') return handleToken(body, response);
        if (url.pathname === '/oauth/revoke') return handleRevoke(body, response);
        return send(response, 404);
      }
      if (held) await held;
      const bearer = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
      if (!fake.accessTokens.has(bearer))
        return send(response, 401, { code: 124, message: 'Invalid access token.' });
      return handleApi(method, url.pathname, body, response);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  const fake: FakeVideoProvider = {
    baseUrl,
    calls: [],
    meetings: new Map(),
    validCodes: new Set(),
    accessTokens: new Set(),
    refreshTokens: new Set(),
    revokedTokens: [],
    tokenLifetimeSeconds: 3600,
    failRefresh: false,
    failMeetingCalls: false,
    joinUrlOverride: null,
    holdMeetingCalls() {
      let release = () => {};
      held = new Promise<void>((resolve) => {
        release = () => {
          held = null;
          resolve();
        };
      });
      return release;
    },
    env: (redirectUrl) => ({
      ZOOM_CLIENT_ID: FAKE_CLIENT_ID,
      ZOOM_CLIENT_SECRET: FAKE_CLIENT_SECRET,
      ZOOM_REDIRECT_URL: redirectUrl,
      ZOOM_AUTHORIZE_URL: `${baseUrl}/oauth/authorize`,
      ZOOM_TOKEN_URL: `${baseUrl}/oauth/token`,
      ZOOM_REVOKE_URL: `${baseUrl}/oauth/revoke`,
      ZOOM_API_BASE_URL: `${baseUrl}/v2`,
      VIDEO_TOKEN_KEY: FAKE_TOKEN_KEY,
    }),
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
  return fake;
}
