import path from 'node:path';
import { z } from 'zod';
import { ROLES, type Role } from '@firm/shared/domain/auth';
import { parseFileStoreUrl, type FileStoreSetting } from './file-store-url';

export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(z.url({ error: 'must be a valid URL' }).optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Unset: loopback outside production (the development mailbox hands out sign-in codes), every
  // interface in production.
  HOST: z.string().trim().min(1).optional(),
  PUBLIC_URL: optionalUrl,
  DATABASE_URL: optionalUrl,
  DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Kapoor Iyer & Co. <no-reply@kapooriyer.in>'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  OTP_SECRET: z.string().min(32, 'OTP_SECRET must be at least 32 characters').optional(),
  REDIS_URL: optionalUrl,
  /** Uploaded files: unset, the database; else an S3-compatible bucket (file-store-url.ts). */
  FILE_STORE_URL: z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return parseFileStoreUrl(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  /** Razorpay's API base; tests point it at a fake Razorpay on loopback. */
  RAZORPAY_API_URL: optionalUrl,
  /** e-Invoicing: the IRP, or a GSP's passthrough of its API, and the firm's API credentials there. */
  IRP_URL: optionalUrl,
  IRP_CLIENT_ID: z.string().optional(),
  IRP_CLIENT_SECRET: z.string().optional(),
  IRP_USERNAME: z.string().optional(),
  IRP_PASSWORD: z.string().optional(),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  AUTH_IP_LIMIT: z.coerce.number().int().min(1).default(20),
  ENQUIRY_IP_LIMIT: z.coerce.number().int().min(1).default(5),
  AUTH_ADDRESS_LIMIT: z.coerce.number().int().min(1).default(5),
  OTP_RESEND_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(5_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** The overdue-reminder job: on by default, off under NODE_ENV=test (tests call runOnce()). */
  REMINDER_JOB: z.enum(['true', 'false']).optional(),
  REMINDER_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  /** The compliance calendar's generator: on by default, off under NODE_ENV=test (tests call runOnce()). */
  COMPLIANCE_JOB: z.enum(['true', 'false']).optional(),
  COMPLIANCE_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  ...Object.fromEntries(ROLES.map((role) => [`REMOTE_${role.toUpperCase()}_URL`, optionalUrl])),
});

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl?: string;
  databaseUrl?: string;
  dataDir: string;
  smtpUrl?: string;
  mailFrom: string;
  jwtSecret?: string;
  otpSecret?: string;
  redisUrl?: string;
  /** Where uploaded files live: the database, or an S3-compatible bucket (FILE_STORE_URL). */
  fileStore: FileStoreSetting;
  razorpay: { keyId?: string; keySecret?: string; webhookSecret?: string; apiUrl?: string };
  /** The Invoice Registration Portal (IRP_*): unset, the offline sandbox outside production, none in production. */
  irp: { url?: string; clientId?: string; clientSecret?: string; username?: string; password?: string };
  seedDemoData: boolean;
  /** Behind a load balancer: take the client address from X-Forwarded-For (never when exposed directly). */
  trustProxy: boolean;
  /** Sign-in calls one IP address may make per endpoint in 10 minutes. */
  authIpLimit: number;
  /** Contact-form messages one IP address may send per hour. */
  enquiryIpLimit: number;
  /** Sign-in codes one address may be sent per hour. */
  authAddressLimit: number;
  /** Seconds before another code may be sent to the same address. */
  otpResendSeconds: number;
  /** PostgreSQL: how long to wait for a connection and for one statement (a frozen server is a 503 after this). */
  databaseTimeouts: { connectMs: number; statementMs: number };
  /** Time a client has to send a whole request, headers and body; a trickled body is cut off after it. */
  requestTimeoutMs: number;
  /** Overdue reminders: whether the job runs in this process, and how often it looks (minutes). */
  reminders: { job: boolean; intervalMinutes: number };
  /** The compliance calendar: whether its generator runs in this process, and how often (minutes). */
  compliance: { job: boolean; intervalMinutes: number };
  /** Role → URL of that role's mf-manifest.json, when not the bundle this server serves itself. */
  remoteUrls: Partial<Record<Role, string>>;
  /** Where the built bundles live. */
  shellDist: string;
  remoteDist: (role: Role) => string;
};

export class ConfigError extends Error {}

const RAZORPAY_KEYS = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const;

/**
 * Production takes Razorpay's three keys together or none (online payment off): with some only, payments
 * would be taken but never confirmed by the webhook, or not taken at all, so the start stops and names them.
 */
function checkRazorpayKeys(e: Partial<Record<(typeof RAZORPAY_KEYS)[number], string>>) {
  const missing = RAZORPAY_KEYS.filter((key) => !e[key]?.trim());
  if (missing.length > 0 && missing.length < RAZORPAY_KEYS.length) {
    throw new ConfigError(
      `Invalid configuration:\n  ${missing.join(', ')} must be set when NODE_ENV=production and any Razorpay key is set (set all three, or none to leave online payment off)`,
    );
  }
}

const IRP_KEYS = ['IRP_URL', 'IRP_CLIENT_ID', 'IRP_CLIENT_SECRET', 'IRP_USERNAME', 'IRP_PASSWORD'] as const;

/** As Razorpay's keys: in production the IRP's settings all together or none (e-invoicing unavailable). */
function checkIrpKeys(e: Partial<Record<(typeof IRP_KEYS)[number], string>>) {
  const missing = IRP_KEYS.filter((key) => !e[key]?.trim());
  if (missing.length > 0 && missing.length < IRP_KEYS.length) {
    throw new ConfigError(
      `Invalid configuration:\n  ${missing.join(', ')} must be set when NODE_ENV=production and any IRP setting is set (set all five, or none to leave e-invoicing unavailable)`,
    );
  }
}

/** Reads and checks the environment once; a bad value stops the start with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data as z.infer<typeof envSchema> & Record<string, string | undefined>;
  const remoteUrls: Partial<Record<Role, string>> = {};
  for (const role of ROLES) {
    const url = e[`REMOTE_${role.toUpperCase()}_URL`];
    if (url) remoteUrls[role] = url;
  }
  if (e.NODE_ENV === 'production' && (!e.JWT_SECRET || !e.OTP_SECRET)) {
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET and OTP_SECRET must be set when NODE_ENV=production');
  }
  // Without a mail server, production would put every sign-in code in the development mailbox, which
  // production does not serve: nobody could sign in.
  if (e.NODE_ENV === 'production' && !e.SMTP_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  SMTP_URL must be set when NODE_ENV=production (sign-in codes and every e-mail are sent through it)',
    );
  }
  if (e.NODE_ENV === 'production') checkRazorpayKeys(e);
  if (e.NODE_ENV === 'production') checkIrpKeys(e);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST ?? (e.NODE_ENV === 'production' ? '0.0.0.0' : 'localhost'),
    publicUrl: e.PUBLIC_URL,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    jwtSecret: e.JWT_SECRET,
    otpSecret: e.OTP_SECRET,
    redisUrl: e.REDIS_URL,
    fileStore: e.FILE_STORE_URL,
    razorpay: {
      keyId: e.RAZORPAY_KEY_ID,
      keySecret: e.RAZORPAY_KEY_SECRET,
      webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
      apiUrl: e.RAZORPAY_API_URL,
    },
    irp: {
      url: e.IRP_URL,
      clientId: e.IRP_CLIENT_ID,
      clientSecret: e.IRP_CLIENT_SECRET,
      username: e.IRP_USERNAME,
      password: e.IRP_PASSWORD,
    },
    seedDemoData: e.SEED_DEMO_DATA,
    trustProxy: e.TRUST_PROXY,
    authIpLimit: e.AUTH_IP_LIMIT,
    enquiryIpLimit: e.ENQUIRY_IP_LIMIT,
    authAddressLimit: e.AUTH_ADDRESS_LIMIT,
    otpResendSeconds: e.OTP_RESEND_SECONDS,
    databaseTimeouts: { connectMs: e.DATABASE_CONNECT_TIMEOUT_MS, statementMs: e.DATABASE_STATEMENT_TIMEOUT_MS },
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    reminders: {
      job: e.REMINDER_JOB === undefined ? e.NODE_ENV !== 'test' : e.REMINDER_JOB === 'true',
      intervalMinutes: e.REMINDER_INTERVAL_MINUTES,
    },
    compliance: {
      job: e.COMPLIANCE_JOB === undefined ? e.NODE_ENV !== 'test' : e.COMPLIANCE_JOB === 'true',
      intervalMinutes: e.COMPLIANCE_INTERVAL_MINUTES,
    },
    remoteUrls,
    shellDist: path.join(REPO_ROOT, 'shell', 'dist'),
    remoteDist: (role) => path.join(REPO_ROOT, 'remotes', role, 'dist'),
  };
}

/** The configuration of a command (server, seed, backup): a bad setting ends it with its message, not a stack trace. */
export function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Where the portal is reached from outside; the configured public URL, else this server's port. */
export function portalUrl(config: AppConfig): string {
  return (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
}
