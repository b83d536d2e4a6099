import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { DatabaseTimeouts } from './db/client';
import { DEFAULT_PORTAL_TIME_ZONE, isTimeZone } from '@portico/domain/calendar/site-calendar';

/**
 * The one reader of a yes/no setting: true/false, 1/0 or yes/no; anything else is refused at
 * start-up rather than quietly read as false. Unset gives the fallback (undefined: decide later).
 */
function booleanFromEnv<Fallback extends boolean | undefined = undefined>(fallback?: Fallback) {
  return z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform(
      (value) =>
        (value === undefined ? fallback : ['true', '1', 'yes'].includes(value)) as boolean | Fallback,
    );
}

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() ? value.trim() : undefined));

/**
 * Every setting the server reads, validated once at start-up. The README's configuration table
 * and docs/operations.md list the same variables; keep them together.
 */

/** Where the day turns for people with no site, and the group's reporting day (issue 29). */
const portalTimeZoneSchema = z
  .string()
  .default(DEFAULT_PORTAL_TIME_ZONE)
  .refine(isTimeZone, 'must be an IANA time zone, such as America/Toronto or Asia/Qatar');

/** The portal's time zone alone, for a command that needs no more of the configuration. */
export const portalTimeZoneOf = (environment: Environment = process.env): string =>
  portalTimeZoneSchema.parse(environment.PORTAL_TIME_ZONE);

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('localhost'),
  PUBLIC_URL: optionalText,
  DATABASE_URL: optionalText,
  DATA_DIR: z.string().default('data'),
  SEED_DEMO_DATA: booleanFromEnv(),
  DEMO_EMPLOYEES: z.coerce.number().int().min(10).max(200_000).default(400),
  OIDC_ISSUER: optionalText,
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  OIDC_SCOPES: z.string().default('openid profile email'),
  OIDC_EMAIL_CLAIMS: z.string().default('email,preferred_username,upn'),
  SESSION_SECRET: optionalText,
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(480),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().positive().default(168),
  SESSION_PERSISTENT: booleanFromEnv(false),
  PORTAL_DIRECTORY_NAME: z.string().default('Portico'),
  PORTAL_TIME_ZONE: portalTimeZoneSchema,
  IDENTITY_PROVIDER_NAME: z.string().default('work'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  SIGN_IN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFromEnv(false),
  NOTIFICATION_STREAM_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(3600).default(25),
  NOTIFICATION_STREAM_LIFETIME_SECONDS: z.coerce.number().int().min(0).max(86_400).default(900),
  SCHEDULED_NOTIFICATION_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  APPROVAL_REMINDER_CHECK_MINUTES: z.coerce.number().int().min(0).max(1440).default(15),
  APPROVAL_REMINDERS_COUNT_EARLIER_WAITS: booleanFromEnv(false),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
});

export type Environment = Record<string, string | undefined>;

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  scopes: string;
  emailClaims: string[];
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** The origin people reach the portal at; redirects, cookies and the Origin check use it. */
  publicUrl: URL;
  databaseUrl: string | undefined;
  dataDir: string;
  seedDemoData: boolean;
  demoEmployees: number;
  /** Null when the embedded development identity provider is used. */
  oidc: OidcSettings | null;
  devIdentityProvider: boolean;
  sessionSecret: string;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  /**
   * Whether the session cookie outlives the browser (Max-Age to the session's end). Off by
   * default: on a shared computer, closing the browser must end the person's session there.
   */
  sessionPersistent: boolean;
  directoryName: string;
  identityProviderName: string;
  /** Where the day turns for people with no site (issue 29): an IANA time zone. */
  portalTimeZone: string;
  /** API calls one signed-in person (or one address, before sign-in) may make per minute. */
  rateLimitPerMinute: number;
  /** Sign-in requests (/auth, /oidc) one address may make per minute; see decision 010. */
  signInRateLimitPerMinute: number;
  logLevel: string;
  trustProxy: boolean;
  notificationStream: {
    /** A comment line this often keeps proxies from closing a quiet stream; the session is re-checked. */
    heartbeatSeconds: number;
    /** A stream ends after this long and the browser reconnects; 0 ends it once opened (tests). */
    lifetimeSeconds: number;
    /** How often notifications stored with a future time are checked for having come due. */
    scheduledCheckSeconds: number;
  };
  /**
   * How often each instance checks whether today's approval reminders have run (one instance
   * runs them, under the day's lease); 0 turns the job off (decision 045).
   */
  approvalReminderCheckMinutes: number;
  /** Steps already waiting at the job's first run count from when they began (decision 045). */
  approvalRemindersCountEarlierWaits: boolean;
  /** How long a request waits on PostgreSQL (db/client.ts DatabaseTimeouts). */
  databaseTimeouts: DatabaseTimeouts;
}

export class ConfigError extends Error {}

export function loadConfig(environment: Environment = process.env): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  const oidc = readOidc(env);
  if (production && !oidc) {
    throw new ConfigError(
      'OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are required in production: the ' +
        'development identity provider signs anyone in and is refused there.',
    );
  }
  if (production && !env.SESSION_SECRET) {
    throw new ConfigError('SESSION_SECRET is required in production (32 or more characters).');
  }
  if (production) refuseWhatFailsLaterInProduction(env, oidc!);
  if (env.SESSION_SECRET && env.SESSION_SECRET.length < 32) {
    throw new ConfigError('SESSION_SECRET must be at least 32 characters.');
  }
  const publicUrl = new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    seedDemoData: env.SEED_DEMO_DATA ?? !production,
    demoEmployees: env.DEMO_EMPLOYEES,
    oidc,
    devIdentityProvider: !oidc,
    // Outside production a fresh secret per start only costs sign-ins that are under way.
    sessionSecret: env.SESSION_SECRET ?? randomBytes(32).toString('hex'),
    sessionIdleMinutes: env.SESSION_IDLE_MINUTES,
    sessionAbsoluteHours: env.SESSION_ABSOLUTE_HOURS,
    sessionPersistent: env.SESSION_PERSISTENT,
    directoryName: env.PORTAL_DIRECTORY_NAME,
    identityProviderName: env.IDENTITY_PROVIDER_NAME,
    portalTimeZone: env.PORTAL_TIME_ZONE,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    signInRateLimitPerMinute: env.SIGN_IN_RATE_LIMIT_PER_MINUTE,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    notificationStream: {
      heartbeatSeconds: env.NOTIFICATION_STREAM_HEARTBEAT_SECONDS,
      lifetimeSeconds: env.NOTIFICATION_STREAM_LIFETIME_SECONDS,
      scheduledCheckSeconds: env.SCHEDULED_NOTIFICATION_CHECK_SECONDS,
    },
    approvalReminderCheckMinutes: env.APPROVAL_REMINDER_CHECK_MINUTES,
    approvalRemindersCountEarlierWaits: env.APPROVAL_REMINDERS_COUNT_EARLIER_WAITS,
    databaseTimeouts: {
      connectMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      idleInTransactionMs: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
  };
}

/**
 * What would otherwise start and then fail at the first sign-in with a message about something
 * else: a provider over plain http (the sign-in library refuses it there) and no PUBLIC_URL
 * (the callback, cookies and the CSRF origin check would name http://localhost).
 */
function refuseWhatFailsLaterInProduction(env: z.infer<typeof environmentSchema>, oidc: OidcSettings) {
  if (!URL.canParse(oidc.issuer) || new URL(oidc.issuer).protocol !== 'https:') {
    throw new ConfigError(`OIDC_ISSUER must be an https:// address in production, not "${oidc.issuer}".`);
  }
  if (!env.PUBLIC_URL) {
    throw new ConfigError(
      'PUBLIC_URL is required in production: the address people open the portal at, e.g. https://portal.example.com.',
    );
  }
}

function readOidc(env: z.infer<typeof environmentSchema>): OidcSettings | null {
  const given = [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET];
  if (given.every((value) => !value)) return null;
  if (given.some((value) => !value)) {
    throw new ConfigError('Set all of OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET, or none.');
  }
  return {
    issuer: env.OIDC_ISSUER!,
    clientId: env.OIDC_CLIENT_ID!,
    clientSecret: env.OIDC_CLIENT_SECRET!,
    scopes: env.OIDC_SCOPES,
    emailClaims: env.OIDC_EMAIL_CLAIMS.split(',')
      .map((claim) => claim.trim())
      .filter(Boolean),
  };
}

/** Cookies are Secure everywhere except plain-http localhost development. */
export function cookiesAreSecure(config: Config): boolean {
  return config.publicUrl.protocol === 'https:';
}
