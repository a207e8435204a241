import { CODE_COUNTDOWN_SECONDS } from '@mall/shared/constants';
import { z } from 'zod';
import { demoMailboxOn } from '../../config';

const seconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** The accounts module's own environment, validated once when the module registers. */
const envSchema = z.object({
  /** smtp://user:pass@host:port; when absent mail stays in the outbox (development mailbox). */
  SMTP_URL: z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
        .optional(),
    ),
  MAIL_FROM: z.string().min(3).default('Mall <no-reply@mall.local>'),
  ACCESS_TOKEN_TTL_SECONDS: seconds(12 * 3600),
  REFRESH_TOKEN_TTL_SECONDS: seconds(30 * 24 * 3600),
  /** Code e-mails one IP may ask for per hour, all purposes together. */
  CODE_SENDS_PER_IP_HOUR: z.coerce.number().int().positive().default(10),
  /** Failed sign-ins one IP may make in 30 minutes across all accounts before it is locked out for 30 minutes. */
  LOGIN_FAILURES_PER_IP: z.coerce.number().int().positive().default(30),
});

export interface AccountsSettings {
  devInbox: boolean;
  /** One console line per mail kept for the demo mailbox (not in tests: their output is the runner's). */
  printMail: boolean;
  smtpUrl?: string;
  mailFrom: string;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
  codeSendsPerIpHour: number;
  loginFailuresPerIp: number;
}

export function loadAccountsSettings(env: NodeJS.ProcessEnv, production: boolean): AccountsSettings {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid accounts configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    devInbox: demoMailboxOn(env, production),
    printMail: demoMailboxOn(env, production) && env.NODE_ENV !== 'test',
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    accessTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
    codeSendsPerIpHour: e.CODE_SENDS_PER_IP_HOUR,
    loginFailuresPerIp: e.LOGIN_FAILURES_PER_IP,
  };
}

/** Rules of the issue, named once. */
export const LOGIN_MAX_AGE_MS = 10 * 60 * 1000;
export const LOGIN_MAX_FUTURE_MS = 60 * 1000;
/** A seen ciphertext is remembered a little longer than it could still be accepted. */
export const CIPHER_MEMORY_MS = LOGIN_MAX_AGE_MS + LOGIN_MAX_FUTURE_MS + 60 * 1000;
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_FAILURE_WINDOW_MS = 30 * 60 * 1000;
export const LOGIN_LOCK_MS = 30 * 60 * 1000;
export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;
/** The server side of the client's 60-second 'get code' countdown. */
export const CODE_RESEND_MS = CODE_COUNTDOWN_SECONDS * 1000;
export const CODE_IP_WINDOW_MS = 60 * 60 * 1000;
/** The registration step 1 -> step 2 proof. */
export const CHECK_TOKEN_TTL_MS = 15 * 60 * 1000;
