import { z } from 'zod';
import type { VideoProviderConfig } from './config';

/** A slow provider must not hold a meeting save for long. */
const TIMEOUT_MS = 10_000;

/**
 * A failed provider call. `unauthorized`: the provider refused our credentials (a refused code or refresh
 * token, or a revoked access token); `unavailable`: anything else (5xx, network, timeout, odd answer).
 */
export class ProviderError extends Error {
  constructor(
    readonly kind: 'unauthorized' | 'unavailable',
    readonly status: number | null,
  ) {
    super(`Video provider call failed (${kind}${status === null ? '' : `, HTTP ${status}`})`);
    this.name = 'ProviderError';
  }
}

export interface TokenSet {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
}

export interface ProviderMeeting {
  id: string;
  joinUrl: string;
  password: string | null;
}

export interface MeetingDetails {
  subject: string;
  startDateTime: Date;
  endDateTime: Date;
}

const TokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  expires_in: z.number().positive().optional(),
});

// Only what we keep: start_url is deliberately not read (it signs the host in).
const MeetingAnswerSchema = z.object({
  id: z.union([z.number(), z.string()]),
  join_url: z.string(),
  password: z.string().optional(),
});

// The join link is shown as a link to every member: only an https address is taken (never javascript:).
const JoinUrlSchema = z.url({ protocol: /^https$/ });

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    throw new ProviderError('unavailable', null);
  }
}

async function readJson<T>(response: Response, schema: z.ZodType<T>): Promise<T> {
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new ProviderError('unavailable', response.status);
  return parsed.data;
}

const basicAuth = (config: VideoProviderConfig) =>
  `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`;

async function tokenRequest(config: VideoProviderConfig, grant: Record<string, string>): Promise<TokenSet> {
  const response = await send(config.tokenUrl, {
    method: 'POST',
    headers: { authorization: basicAuth(config), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(grant),
  });
  if (response.status === 400 || response.status === 401)
    throw new ProviderError('unauthorized', response.status);
  if (!response.ok) throw new ProviderError('unavailable', response.status);
  const answer = await readJson(response, TokenAnswerSchema);
  return {
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token ?? null,
    expiresAt: answer.expires_in === undefined ? null : new Date(Date.now() + answer.expires_in * 1000),
  };
}

export const exchangeCode = (config: VideoProviderConfig, code: string) =>
  tokenRequest(config, { grant_type: 'authorization_code', code, redirect_uri: config.redirectUrl });

export const refreshTokens = (config: VideoProviderConfig, refreshToken: string) =>
  tokenRequest(config, { grant_type: 'refresh_token', refresh_token: refreshToken });

export async function revokeToken(config: VideoProviderConfig, token: string): Promise<void> {
  const response = await send(config.revokeUrl, {
    method: 'POST',
    headers: { authorization: basicAuth(config), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }),
  });
  if (!response.ok) throw new ProviderError('unavailable', response.status);
}

/** The provider's scheduled-meeting body: UTC start without milliseconds, whole minutes. */
function meetingBody(details: MeetingDetails) {
  return {
    topic: details.subject,
    type: 2,
    start_time: details.startDateTime.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    duration: Math.max(
      1,
      Math.round((details.endDateTime.getTime() - details.startDateTime.getTime()) / 60_000),
    ),
    timezone: 'UTC',
  };
}

function apiCall(
  config: VideoProviderConfig,
  accessToken: string,
  method: string,
  path: string,
  body?: unknown,
) {
  return send(`${config.apiBaseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${accessToken}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

function failure(response: Response): ProviderError {
  return new ProviderError(response.status === 401 ? 'unauthorized' : 'unavailable', response.status);
}

export async function createMeeting(
  config: VideoProviderConfig,
  accessToken: string,
  details: MeetingDetails,
): Promise<ProviderMeeting> {
  const response = await apiCall(config, accessToken, 'POST', '/users/me/meetings', meetingBody(details));
  if (!response.ok) throw failure(response);
  const answer = await readJson(response, MeetingAnswerSchema);
  const id = String(answer.id);
  if (!JoinUrlSchema.safeParse(answer.join_url).success) {
    // A failure like any odd answer; the meeting the provider made is deleted again (best effort).
    await deleteMeeting(config, accessToken, id).catch(() => undefined);
    throw new ProviderError('unavailable', response.status);
  }
  return { id, joinUrl: answer.join_url, password: answer.password ?? null };
}

export async function updateMeeting(
  config: VideoProviderConfig,
  accessToken: string,
  meetingId: string,
  details: MeetingDetails,
): Promise<void> {
  const path = `/meetings/${encodeURIComponent(meetingId)}`;
  const response = await apiCall(config, accessToken, 'PATCH', path, meetingBody(details));
  if (!response.ok) throw failure(response);
}

/** A meeting the provider no longer knows (404) counts as deleted. */
export async function deleteMeeting(config: VideoProviderConfig, accessToken: string, meetingId: string) {
  const response = await apiCall(config, accessToken, 'DELETE', `/meetings/${encodeURIComponent(meetingId)}`);
  if (!response.ok && response.status !== 404) throw failure(response);
}
