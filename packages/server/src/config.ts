/** Every setting of the server, read once from the environment. The README lists each with its default. */
import { REMITTANCE_PAYMENT_WINDOW_MS_DEFAULT } from '@mbo/contracts/calls/remittance';
import { isIP } from 'node:net';
import {
  defaultSessionIdleMs,
  DEFAULT_IDLE_TIMINGS,
  minimumSessionIdleMs,
  type IdleTimings,
} from '@mbo/contracts/idle';
import {
  LOGIN_LOCKOUT_MS,
  LOGIN_MAX_FAILURES,
  SESSION_ABSOLUTE_MS,
  CODE_RESEND_S,
  CODE_VALID_MS,
} from '@mbo/contracts/constants';
import { FX_QUOTE_TTL_MS_DEFAULT, FX_SPREAD_PPM_DEFAULT } from '@mbo/contracts/calls/fx';
import { COLLECTION_VALIDITY_DAYS_DEFAULT } from '@mbo/contracts/calls/collections';

export interface Config {
  port: number;
  host: string;
  /** An external PostgreSQL; unset starts the embedded one. */
  databaseUrl: string | undefined;
  dataDir: string;
  embeddedPgPort: number;
  /** NODE_ENV=production: every development switch below is refused, and the providers production needs are required. */
  isProduction: boolean;
  /** Seed the demo merchants, accounts and history into an empty database (DEMO_DATA; on with DEMO=1). */
  demoData: boolean;
  /** The development outbox (`dev/outbox`, `/dev/outbox`): messages, codes included, readable from loopback (DEV_OUTBOX; on with DEMO=1). */
  devOutbox: boolean;
  /** The sandbox payment channels and their public wallet step (SANDBOX_CHANNELS; on with DEMO=1). */
  sandboxChannels: boolean;
  publicUrl: string;
  /** Key material for sign-in links; unset means a random key kept in DATA_DIR. */
  appSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The HTTP SMS gateway (notify/sms-gateway.ts): its endpoint, API key and optional sender id. */
  smsGatewayUrl: string | undefined;
  smsGatewayKey: string | undefined;
  smsSender: string | undefined;
  /** How long a record of a sent or held message is kept before it is purged. */
  outboxRetentionMs: number;
  /** The web's idle warning and countdown, handed to it with the session (tokenLogin). */
  idle: IdleTimings;
  /** The server's idle limit: never below the web's warning, countdown and activity report (contracts/idle.ts). */
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  codeValidMs: number;
  codeResendMs: number;
  loginMaxFailures: number;
  loginLockoutMs: number;
  /** Calls a minute per signed-in user, or per client address for anonymous calls (plugins/rate-limit.ts). */
  rateLimitPerMinute: number;
  /** Calls a minute per merchant to each heavy call (exports, PDFs: http/rate-limits.ts). */
  exportRateLimitPerMinute: number;
  /** Which proxies may tell the client address in X-Forwarded-For (fastify's trustProxy); false trusts none. */
  trustProxy: TrustProxy;
  /** Per-IP limit of the sign-in and code calls (see http/rate-limits.ts). */
  authRateLimitPerMinute: number;
  logLevel: string;
  webDist: string | undefined;
  /** How often the settlement job runs (T+1 clearings and payouts); 0 disables it. */
  settlementJobIntervalMs: number;
  /** How often the T+0 job looks for due runs (FAST_SETTLE_JOB_INTERVAL_MS; 0 disables it). */
  fastSettleJobIntervalMs: number;
  /** The length of a T+0 run slot (FAST_SETTLE_SLOT_MS, 30 minutes): one T+0 clearing per merchant, currency and slot. */
  fastSettleSlotMs: number;
  /** The sandbox NPP (with SANDBOX_CHANNELS only): share of payouts refused, share returned, and the return's delay. */
  nppSandboxFailPercent: number;
  nppSandboxReturnPercent: number;
  nppSandboxReturnDelayMs: number;
  /** FX (issue 14 §2): our spread under the mid rate (FX_SPREAD_PPM, 5 000 = 0.5 %) and how long a quote is honoured. */
  fxSpreadPpm: number;
  fxQuoteTtlMs: number;
  /** The sandbox rate provider's seed (FX_SANDBOX_SEED): its rates are a function of the time and this. */
  fxSandboxSeed: number;
  /** How often the rate-alert job compares alerts with the rates (FX_RATE_ALERT_JOB_INTERVAL_MS; 0 disables it). */
  fxRateAlertJobIntervalMs: number;
  /** How often cash deposits whose freeze ended are released (GLOBAL_ACCOUNT_RELEASE_JOB_INTERVAL_MS; 0 disables it). */
  globalAccountReleaseJobIntervalMs: number;
  /**
   * Remittance (issue 14 §4): how long an unpaid transfer order waits for its payment (REMITTANCE_PAYMENT_WINDOW_MS),
   * how often the remittance job closes overdue orders and asks the payout network about processing ones
   * (REMITTANCE_JOB_INTERVAL_MS; 0 disables it), and how long the sandbox network takes to deliver or return a
   * payment (REMITTANCE_SANDBOX_NETWORK_DELAY_MS).
   */
  remittancePaymentWindowMs: number;
  remittanceJobIntervalMs: number;
  remittanceSandboxNetworkDelayMs: number;
  /** How long an unpaid collection order stays payable (COLLECTION_VALIDITY_DAYS, 7 by default, at least 1). */
  collectionValidityDays: number;
  /** How often unpaid collection orders past their validity close, and the sandbox feed completes simulated transfers (COLLECTION_JOB_INTERVAL_MS; 0 off). */
  collectionJobIntervalMs: number;
  /** Waits before each retry of a failed job run (jobs/periodic-job.ts); when they run out it is a dead letter. */
  jobRetryDelaysMs: number[];
  /** How long a customer has to pay an order before it expires (gateway). */
  orderExpiryMs: number;
  /** A pending order a channel has not answered for this long is checked with the channel when it is read. */
  gatewayQueryAfterMs: number;
  /** How often the reconciler brings quiet and overdue pending orders up to date; 0 disables it. */
  gatewayReconcileIntervalMs: number;
  /** How long the gateway waits for a channel's answer to create, and how many times it tries again. */
  gatewayChannelTimeoutMs: number;
  gatewayChannelRetries: number;
  /** Sandbox channels: delay before answering create, and before notifying the gateway of the wallet's choice. */
  sandboxCreateDelayMs: number;
  sandboxNotifyDelayMs: number;
  /** Sandbox channels: percent of create calls refused as a transient failure, and of notifications lost. */
  sandboxFailPercent: number;
  sandboxNotifyLossPercent: number;
  /** Signed /v1/ requests a merchant may make per minute. */
  merchantApiRateLimitPerMinute: number;
  /** How often the notification relay polls its outbox; 0 disables it. */
  webhookRelayIntervalMs: number;
  webhookBatchSize: number;
  webhookTimeoutMs: number;
  /** Wait before each retry of a failed notification; when the list runs out it is given up. */
  webhookRetryDelaysMs: number[];
  /** Whether notify URLs may reach private networks (loopback, RFC 1918 …): development and the sandbox need it
   * (WEBHOOK_ALLOW_PRIVATE_TARGETS; on with DEMO=1). */
  webhookAllowPrivateTargets: boolean;
}

type Env = Record<string, string | undefined>;

/** A hop count, or the addresses and CIDR ranges of the proxies in front of the server; never "trust anyone". */
export type TrustProxy = false | number | string[];

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d{1,3}$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset or 0 trusts no proxy (the connection's address is the client's); a number n trusts n hops;
 * otherwise a comma-separated list of proxy addresses, CIDR ranges or proxy-addr's names (loopback, linklocal,
 * uniquelocal). "true" is refused: trusting every sender of X-Forwarded-For lets anyone choose their address.
 */
function trustProxy(env: Env): TrustProxy {
  const raw = env.TRUST_PROXY?.trim();
  if (raw === undefined || raw === '' || raw === '0') return false;
  if (/^\d+$/.test(raw)) return int(env, 'TRUST_PROXY', 0);
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.find((entry) => !isProxyAddress(entry));
  if (invalid !== undefined || entries.length === 0) {
    throw new Error(
      `TRUST_PROXY must be a hop count or a list of proxy addresses or CIDR ranges, got "${invalid ?? raw}"`,
    );
  }
  return entries;
}

function int(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0)
    throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

/**
 * Retries of a notification: 10 s, 30 s, 2 min, 10 min, 30 min, 1 h, 2 h, 4 h, 8 h — ten attempts over about
 * 16 hours, then it is given up.
 */
const WEBHOOK_RETRY_DELAYS_MS = [
  10_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000, 7_200_000, 14_400_000, 28_800_000,
];

/** A comma-separated list of non-negative integers (WEBHOOK_RETRY_DELAYS_MS=100,200). */
function intList(env: Env, name: string, fallback: number[]): number[] {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  return raw.split(',').map((part, index) => int({ [name]: part.trim() }, name, fallback[index] ?? 0));
}

/**
 * The switches that exist only for development and the demo. Each is off unless set to 1, or unless DEMO=1 (which
 * `npm start` sets outside production) and the switch itself is not 0. With NODE_ENV=production none may be on:
 * asking for one there stops the start with a message, rather than quietly running without it.
 */
const DEVELOPMENT_SWITCHES = {
  demoData: 'DEMO_DATA',
  devOutbox: 'DEV_OUTBOX',
  sandboxChannels: 'SANDBOX_CHANNELS',
  webhookAllowPrivateTargets: 'WEBHOOK_ALLOW_PRIVATE_TARGETS',
} as const;

type DevelopmentSwitches = Record<keyof typeof DEVELOPMENT_SWITCHES, boolean>;

function developmentSwitches(env: Env, isProduction: boolean): DevelopmentSwitches {
  const isDemo = env.DEMO === '1';
  const switches = {} as DevelopmentSwitches;
  for (const [key, name] of Object.entries(DEVELOPMENT_SWITCHES) as [keyof DevelopmentSwitches, string][]) {
    const raw = env[name];
    if (raw !== undefined && raw !== '' && raw !== '0' && raw !== '1')
      throw new Error(`${name} must be 0 or 1, got "${raw}"`);
    const isOn = raw === '1' || (isDemo && raw !== '0');
    if (isOn && isProduction) {
      throw new Error(
        `${name}${raw === '1' ? '=1' : ' (through DEMO=1)'} cannot be used with NODE_ENV=production: it exists only for development and the demo`,
      );
    }
    switches[key] = isOn;
  }
  return switches;
}

/**
 * What production cannot run without, each with what to set. The embedded PostgreSQL, the generated server secret
 * and the development outbox are for one machine and the demo; a production start without a provider would park
 * codes where nobody reads them, so it stops instead and says what is missing.
 */
function productionGaps(env: Env): string[] {
  const gaps: string[] = [];
  if (!env.DATABASE_URL) gaps.push('DATABASE_URL (the PostgreSQL to use; the embedded one is for development)');
  if (!env.APP_SECRET || env.APP_SECRET.length < 32)
    gaps.push('APP_SECRET (at least 32 characters, the same on every server)');
  if (!env.SMTP_URL) gaps.push('SMTP_URL (e-mail provider: codes and notices to e-mail addresses)');
  if (!env.SMS_GATEWAY_URL || !env.SMS_GATEWAY_KEY)
    gaps.push('SMS_GATEWAY_URL and SMS_GATEWAY_KEY (SMS provider: codes and API secret keys)');
  if (!env.PUBLIC_URL?.startsWith('https://'))
    gaps.push('PUBLIC_URL (the https:// address people reach the product at)');
  return gaps;
}

function idleSettings(env: Env): { idle: IdleTimings; sessionIdleMs: number } {
  const idle = {
    warningMs: int(env, 'IDLE_WARNING_MS', DEFAULT_IDLE_TIMINGS.warningMs),
    countdownMs: int(env, 'IDLE_COUNTDOWN_MS', DEFAULT_IDLE_TIMINGS.countdownMs),
  };
  const sessionIdleMs = int(env, 'SESSION_IDLE_MS', defaultSessionIdleMs(idle));
  const minimum = minimumSessionIdleMs(idle);
  if (sessionIdleMs < minimum) {
    throw new Error(
      `SESSION_IDLE_MS (${sessionIdleMs}) must be at least ${minimum}: the web's idle warning, its countdown and one activity report (IDLE_WARNING_MS, IDLE_COUNTDOWN_MS)`,
    );
  }
  return { idle, sessionIdleMs };
}

export function loadConfig(env: Env = process.env): Config {
  const port = int(env, 'PORT', 8080);
  const host = env.HOST || '127.0.0.1';
  const isProduction = env.NODE_ENV === 'production';
  const gaps = isProduction ? productionGaps(env) : [];
  if (gaps.length) throw new Error(`NODE_ENV=production needs these settings:\n  - ${gaps.join('\n  - ')}`);
  if (Boolean(env.SMS_GATEWAY_URL) !== Boolean(env.SMS_GATEWAY_KEY))
    throw new Error('SMS_GATEWAY_URL and SMS_GATEWAY_KEY go together: set both or neither');
  return {
    isProduction,
    ...developmentSwitches(env, isProduction),
    port,
    host,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || './data',
    embeddedPgPort: int(env, 'EMBEDDED_PG_PORT', 54321),
    publicUrl: env.PUBLIC_URL || `http://${host}:${port}`,
    appSecret: env.APP_SECRET || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Merchant Back-office <no-reply@merchant.localhost>',
    smsGatewayUrl: env.SMS_GATEWAY_URL || undefined,
    smsGatewayKey: env.SMS_GATEWAY_KEY || undefined,
    smsSender: env.SMS_SENDER || undefined,
    outboxRetentionMs: int(env, 'OUTBOX_RETENTION_MS', 7 * 24 * 3_600_000),
    ...idleSettings(env),
    sessionAbsoluteMs: int(env, 'SESSION_ABSOLUTE_MS', SESSION_ABSOLUTE_MS),
    codeValidMs: int(env, 'CODE_VALID_MS', CODE_VALID_MS),
    codeResendMs: int(env, 'CODE_RESEND_MS', CODE_RESEND_S * 1000),
    loginMaxFailures: int(env, 'LOGIN_MAX_FAILURES', LOGIN_MAX_FAILURES),
    loginLockoutMs: int(env, 'LOGIN_LOCKOUT_MS', LOGIN_LOCKOUT_MS),
    rateLimitPerMinute: int(env, 'RATE_LIMIT_PER_MINUTE', 600),
    exportRateLimitPerMinute: int(env, 'EXPORT_RATE_LIMIT_PER_MINUTE', 20),
    trustProxy: trustProxy(env),
    authRateLimitPerMinute: int(env, 'AUTH_RATE_LIMIT_PER_MINUTE', 30),
    logLevel: env.LOG_LEVEL || 'info',
    webDist: env.WEB_DIST || undefined,
    settlementJobIntervalMs: int(env, 'SETTLEMENT_JOB_INTERVAL_MS', 15 * 60_000),
    fastSettleJobIntervalMs: int(env, 'FAST_SETTLE_JOB_INTERVAL_MS', 60_000),
    fastSettleSlotMs: Math.max(60_000, int(env, 'FAST_SETTLE_SLOT_MS', 30 * 60_000)),
    nppSandboxFailPercent: Math.min(100, int(env, 'NPP_SANDBOX_FAIL_PERCENT', 0)),
    nppSandboxReturnPercent: Math.min(100, int(env, 'NPP_SANDBOX_RETURN_PERCENT', 0)),
    nppSandboxReturnDelayMs: int(env, 'NPP_SANDBOX_RETURN_DELAY_MS', 60_000),
    fxSpreadPpm: Math.min(100_000, int(env, 'FX_SPREAD_PPM', FX_SPREAD_PPM_DEFAULT)),
    fxQuoteTtlMs: Math.max(1_000, int(env, 'FX_QUOTE_TTL_MS', FX_QUOTE_TTL_MS_DEFAULT)),
    fxSandboxSeed: int(env, 'FX_SANDBOX_SEED', 1),
    fxRateAlertJobIntervalMs: int(env, 'FX_RATE_ALERT_JOB_INTERVAL_MS', 60_000),
    globalAccountReleaseJobIntervalMs: int(env, 'GLOBAL_ACCOUNT_RELEASE_JOB_INTERVAL_MS', 60 * 60_000),
    remittancePaymentWindowMs: Math.max(
      60_000,
      int(env, 'REMITTANCE_PAYMENT_WINDOW_MS', REMITTANCE_PAYMENT_WINDOW_MS_DEFAULT),
    ),
    remittanceJobIntervalMs: int(env, 'REMITTANCE_JOB_INTERVAL_MS', 10_000),
    remittanceSandboxNetworkDelayMs: int(env, 'REMITTANCE_SANDBOX_NETWORK_DELAY_MS', 15_000),
    collectionValidityDays: Math.max(1, int(env, 'COLLECTION_VALIDITY_DAYS', COLLECTION_VALIDITY_DAYS_DEFAULT)),
    collectionJobIntervalMs: int(env, 'COLLECTION_JOB_INTERVAL_MS', 60_000),
    jobRetryDelaysMs: intList(env, 'JOB_RETRY_DELAYS_MS', [5_000, 30_000]),
    orderExpiryMs: int(env, 'ORDER_EXPIRY_MS', 15 * 60_000),
    gatewayQueryAfterMs: int(env, 'GATEWAY_QUERY_AFTER_MS', 5_000),
    gatewayReconcileIntervalMs: int(env, 'GATEWAY_RECONCILE_INTERVAL_MS', 30_000),
    gatewayChannelTimeoutMs: int(env, 'GATEWAY_CHANNEL_TIMEOUT_MS', 5_000),
    gatewayChannelRetries: int(env, 'GATEWAY_CHANNEL_RETRIES', 2),
    sandboxCreateDelayMs: int(env, 'SANDBOX_CREATE_DELAY_MS', 0),
    sandboxNotifyDelayMs: int(env, 'SANDBOX_NOTIFY_DELAY_MS', 0),
    sandboxFailPercent: Math.min(100, int(env, 'SANDBOX_FAIL_PERCENT', 0)),
    sandboxNotifyLossPercent: Math.min(100, int(env, 'SANDBOX_NOTIFY_LOSS_PERCENT', 0)),
    merchantApiRateLimitPerMinute: int(env, 'MERCHANT_API_RATE_LIMIT_PER_MINUTE', 6000),
    webhookRelayIntervalMs: int(env, 'WEBHOOK_RELAY_INTERVAL_MS', 500),
    webhookBatchSize: Math.max(1, int(env, 'WEBHOOK_BATCH_SIZE', 50)),
    webhookTimeoutMs: int(env, 'WEBHOOK_TIMEOUT_MS', 5000),
    webhookRetryDelaysMs: intList(env, 'WEBHOOK_RETRY_DELAYS_MS', WEBHOOK_RETRY_DELAYS_MS),
  };
}
