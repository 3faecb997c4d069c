import { z } from 'zod';
import { isIanaTimeZone } from '@shared/schemas/school-settings';
import { TRUST_PROXY_TRUE_WARNING, TrustProxySchema } from './lib/client-address';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** All configuration, parsed once at start-up. Nothing else reads process.env. */
export const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    /** Where the embedded database lives when DATABASE_URL is not set; without SMTP_URL, the outbox's .eml files. */
    DATA_DIR: z.string().default('./data'),
    /** A PostgreSQL connection string; when set, the embedded database is not used. */
    DATABASE_URL: z.string().url().optional(),
    /**
     * PostgreSQL: how long a request waits for a connection (a new one, or a free one of the pool) before it
     * fails with 503. Unset: 1000 ms (server/db/database.ts); raise it for a distant database.
     */
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(1).optional(),
    /** PostgreSQL connections each server process keeps at most; unset: server/start/pool-size.ts. */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).optional(),
    /** Server processes sharing the port; unset: one per core on PostgreSQL. Always one when embedded. */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).optional(),
    /** smtp://user:pass@host:port or smtps://…; without it mail goes to the outbox table and DATA_DIR/outbox. */
    SMTP_URL: z.string().url().optional(),
    MAIL_FROM: z.string().default('PLC Hub <no-reply@plchub.local>'),
    /** The public address of the app, used in links inside e-mails. */
    APP_URL: z.string().url().default('http://localhost:3000'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Seed the demo district when the database has no district yet. */
    SEED_DEMO: booleanFlag.optional(),
    /**
     * Behind reverse proxies, trust their X-Forwarded-* so client addresses and HTTPS are seen correctly: the
     * number of proxies in front, or their addresses and CIDR ranges (server/lib/client-address.ts).
     */
    TRUST_PROXY: TrustProxySchema.default(false),
    SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(480),
    /** A session ends this long after its sign-in, however active. */
    SESSION_ABSOLUTE_DAYS: z.coerce.number().int().min(1).default(30),
    /** Failed sign-ins to one address from one IP address, within the window, that lock it for that IP. */
    LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
    /** Failed sign-ins to one address from all IP addresses together, within the window, that lock it for all. */
    LOGIN_ACCOUNT_MAX_FAILURES: z.coerce.number().int().min(1).default(20),
    /** How long failures count towards a lock, from the first one. */
    LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(60),
    /** The first lock's length; each further lock since the last success lasts twice the one before. */
    LOCKOUT_MINUTES: z.coerce.number().int().min(1).default(30),
    /** The longest lock. */
    LOCKOUT_MAX_MINUTES: z.coerce.number().int().min(1).default(1440),
    LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
    PASSWORD_RESET_MINUTES: z.coerce.number().int().min(1).default(60),
    /** Reset e-mails sent to one address per hour at most; further requests get the same answer and no mail. */
    PASSWORD_RESET_MAILS_PER_HOUR: z.coerce.number().int().min(1).default(3),
    /** After this long since signing in, My Account asks for the current password to change it (0: always). */
    RECENT_SIGN_IN_MINUTES: z.coerce.number().int().min(0).default(15),
    /** How long audit entries are kept: `npm run audit:purge` removes older ones (about seven years). */
    AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).default(2557),
    /** How long a super admin's impersonation lasts at most, whatever the activity. */
    IMPERSONATION_MINUTES: z.coerce.number().int().min(1).max(60).default(60),
    /** The header's feedback link; unset, it is an e-mail to the admins of the user's school. */
    FEEDBACK_URL: z.string().url().optional(),
    /** The menu's external help centre; unset, Help opens the app's own Help screen. */
    HELP_CENTRE_URL: z.string().url().optional(),
    SITE_ADMIN_URL: z.string().url().default('https://admin.plchub.local/'),
    /** Video-meeting (Zoom) OAuth app; the integration is off while these are unset. */
    ZOOM_CLIENT_ID: z.string().optional(),
    ZOOM_CLIENT_SECRET: z.string().optional(),
    ZOOM_REDIRECT_URL: z.string().url().optional(),
    ZOOM_AUTHORIZE_URL: z.string().url().default('https://zoom.us/oauth/authorize'),
    ZOOM_TOKEN_URL: z.string().url().default('https://zoom.us/oauth/token'),
    ZOOM_REVOKE_URL: z.string().url().default('https://zoom.us/oauth/revoke'),
    ZOOM_API_BASE_URL: z.string().url().default('https://api.zoom.us/v2'),
    /** Base64 of 32 random bytes: encrypts the stored video tokens and signs the OAuth state. */
    VIDEO_TOKEN_KEY: z
      .string()
      .refine((value) => Buffer.from(value, 'base64').length === 32, 'must be the base64 of 32 random bytes')
      .optional(),
    /**
     * Base64 of 32 random bytes: encrypts the single sign-on providers' client secrets (issue 24). Unset,
     * the providers screen can save none.
     */
    SSO_SECRET_KEY: z
      .string()
      .refine((value) => Buffer.from(value, 'base64').length === 32, 'must be the base64 of 32 random bytes')
      .optional(),
    /** How long the server waits for a sign-in provider's answer before telling the person it is down. */
    SSO_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
    /** Requests per minute to one calendar feed (calendar services poll many feeds from few addresses). */
    CALENDAR_FEED_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
    /**
     * redis://[user:password@]host:port[/db] or rediss://…: the sign-in, password-reset and calendar-feed rate
     * limits count there, shared by every process and machine. Unset: each process counts for itself.
     */
    REDIS_URL: z
      .string()
      .url()
      .refine((value) => /^rediss?:$/.test(new URL(value).protocol), 'must start with redis:// or rediss://')
      .optional(),
    /** Starts every key the app writes in Redis, so several apps (or test runs) can share one Redis. */
    REDIS_KEY_PREFIX: z.string().min(1).default('plchub:'),
    /** A rate-limit check that waits longer on Redis than this lets the request through uncounted. */
    REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(1).default(500),
    /** Log the process's memory use every this many seconds, whatever LOG_LEVEL (npm run soak reads it). */
    MEMORY_LOG_SECONDS: z.coerce.number().int().min(1).optional(),
    /** The IANA time zone a new school starts with (School settings change it per school). */
    DEFAULT_TIME_ZONE: z
      .string()
      .refine(isIanaTimeZone, 'must be an IANA time zone such as America/Chicago')
      .default('America/Chicago'),
    /**
     * Notices (reminders, digests, notice e-mails): this process plans and runs due jobs and sends due
     * e-mails every NOTICE_POLL_SECONDS. false: it does neither (the other processes do).
     */
    NOTICE_RUNNER: booleanFlag.default(true),
    /** false: no digests or meeting reminders are planned (notices of what people do still go out). */
    NOTICE_SCHEDULE: booleanFlag.default(true),
    NOTICE_POLL_SECONDS: z.coerce.number().int().min(1).max(300).default(5),
    /** How long a process holds the jobs and e-mails it took; a process that dies frees them after this. */
    NOTICE_LEASE_SECONDS: z.coerce.number().int().min(5).default(300),
    /** Notices older than this are removed (read or not). */
    NOTICE_RETENTION_DAYS: z.coerce.number().int().min(1).default(90),
    /** Where the built client lives; the server serves it when present. */
    CLIENT_DIST_DIR: z.string().default('./dist/client'),
  })
  .superRefine((env, context) => {
    // One of the OAuth app's settings without the others is a mistake, not a wish to turn the integration off.
    const oauthApp = {
      ZOOM_CLIENT_ID: env.ZOOM_CLIENT_ID,
      ZOOM_CLIENT_SECRET: env.ZOOM_CLIENT_SECRET,
      ZOOM_REDIRECT_URL: env.ZOOM_REDIRECT_URL,
    };
    const anySet = Object.values(oauthApp).some(Boolean);
    for (const [name, value] of Object.entries(oauthApp)) {
      if (anySet && !value) {
        context.addIssue({
          code: 'custom',
          path: [name],
          message:
            'is required with the other video-meeting settings (ZOOM_CLIENT_ID, ZOOM_CLIENT_SECRET and ZOOM_REDIRECT_URL go together)',
        });
      }
    }
    if (env.ZOOM_CLIENT_ID && !env.VIDEO_TOKEN_KEY) {
      context.addIssue({
        code: 'custom',
        path: ['VIDEO_TOKEN_KEY'],
        message: 'is required when ZOOM_CLIENT_ID is set (generate one with: openssl rand -base64 32)',
      });
    }
  });

/** Settings that work but are probably not what was meant; the server logs each at start. */
export function configWarningsOf(source: Record<string, string | undefined> = process.env): string[] {
  return source.TRUST_PROXY?.trim() === 'true' ? [TRUST_PROXY_TRUE_WARNING] : [];
}

export type Env = z.infer<typeof EnvSchema>;

/** Parses the given variables; throws a readable error listing every bad one. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return parsed.data;
}
