import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Database } from '@mbo/db/client';
import { usedLoginLinks } from '@mbo/db/schema';
import type { Config } from './config.ts';
import { createLogger } from './lib/logger.ts';
import type { Gatekeeper, Handlers } from './http/call-context.ts';
import { authRateLimits } from './http/rate-limits.ts';
import { API_PREFIX, registerCalls } from './http/register-calls.ts';
import { createAuditRepository } from './modules/audit/audit.repository.ts';
import { createAuthHandlers } from './modules/auth/auth.handlers.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createCodesRepository } from './modules/auth/codes.repository.ts';
import { createCodesService } from './modules/auth/codes.service.ts';
import { createSessionsRepository } from './modules/auth/sessions.repository.ts';
import { createSessionsService } from './modules/auth/sessions.service.ts';
import { createThrottleRepository } from './modules/auth/throttle.repository.ts';
import { createUsersRepository } from './modules/auth/users.repository.ts';
import { createBusinessHandlers } from './modules/business/business.handlers.ts';
import { createDevHandlers } from './modules/dev/dev.handlers.ts';
import { createDeveloperHandlers } from './modules/developer/developer.handlers.ts';
import { registerMerchantApi } from './modules/developer/merchant-api.routes.ts';
import { createEmployeesHandlers } from './modules/employees/employees.handlers.ts';
import { createGateway } from './modules/gateway/gateway.ts';
import { createGatewayHandlers } from './modules/gateway/gateway.handlers.ts';
import { startReconcileJob } from './modules/gateway/reconcile-job.ts';
import { createExportFiles } from './modules/exports/export-files.ts';
import type { MoneyDeps } from './modules/money-deps.ts';
import { createPaymentConfigRepository } from './modules/payments/payment-config.repository.ts';
import { createPaymentPath } from './modules/payments/record-payment.ts';
import { createRefundPath } from './modules/payments/record-refund.ts';
import { createPayoutsHandlers } from './modules/payouts/payouts.handlers.ts';
import { createReportsHandlers } from './modules/reports/reports.handlers.ts';
import { registerMedia } from './modules/stores/media.routes.ts';
import { createSecurityLogHandlers } from './modules/security-log/security-log.handlers.ts';
import { createStoresHandlers } from './modules/stores/stores.handlers.ts';
import { createTransactionsHandlers } from './modules/transactions/transactions.handlers.ts';
import { createLedger } from './ledger/ledger.ts';
import { registerDocs } from './modules/docs/docs.routes.ts';
import { createLookupHandlers } from './modules/lookups/lookups.handlers.ts';
import { createMembershipRepository } from './modules/merchants/membership.repository.ts';
import { createMerchantHandlers } from './modules/merchants/merchants.handlers.ts';
import { createMerchantsRepository } from './modules/merchants/merchants.repository.ts';
import type { Notifier } from './notify/notifier.ts';
import { apiNotFound, registerErrorHandling } from './plugins/errors.ts';
import { registerDrain } from './plugins/drain.ts';
import { registerHealth } from './plugins/health.ts';
import { registerWeb } from './plugins/web.ts';

export interface AppDeps {
  config: Config;
  db: Database;
  notifier: Notifier;
  /** Key material for code digests and sign-in links. */
  secret: Buffer;
  /** The process logger; tests pass none and get a silent one. */
  logger?: FastifyBaseLogger;
}

export async function buildApp({ config, db, notifier, secret, logger }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: logger ?? createLogger('silent'),
    genReqId: (request) => (request.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID(),
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    trustProxy: false,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandling(app);
  registerDrain(app);
  // The security headers (helmet), built once: @fastify/helmet built helmet's middleware again on every request.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined)));
  await app.register(rateLimit, { max: config.rateLimitPerMinute, timeWindow: '1 minute', global: true });

  const users = createUsersRepository(db);
  const audit = createAuditRepository(db);
  const merchants = createMerchantsRepository(db);
  const membership = createMembershipRepository(db);
  const sessions = createSessionsService(createSessionsRepository(db), {
    idleMs: config.sessionIdleMs,
    absoluteMs: config.sessionAbsoluteMs,
  });
  const codes = createCodesService(createCodesRepository(db), notifier, secret, {
    validMs: config.codeValidMs,
    resendMs: config.codeResendMs,
  });
  const auth = createAuthService({
    users,
    throttle: createThrottleRepository(db),
    sessions,
    codes,
    audit,
    secret,
    lockout: { maxFailures: config.loginMaxFailures, lockMs: config.loginLockoutMs },
    markLinkUsed: async (jti) => (await db.insert(usedLoginLinks).values({ jti }).onConflictDoNothing().returning()).length === 1,
  });

  const ledger = createLedger(db);
  const exportFiles = createExportFiles(config.dataDir);
  const money: MoneyDeps = {
    db,
    config,
    ledger,
    paymentPath: createPaymentPath(db, ledger, createPaymentConfigRepository(db)),
    refundPath: createRefundPath(db, ledger),
    codes,
    audit,
    notifier,
    exportFiles,
    secret,
  };
  const gateway = createGateway(money);
  // Orders whose channel went quiet are queried, and overdue ones closed, even when nobody reads them.
  const reconcileJob = startReconcileJob(db, gateway, config.gatewayReconcileIntervalMs, app.log);
  app.addHook('onClose', () => reconcileJob.stop());

  const handlers: Handlers = {
    ...createAuthHandlers({ auth, users, merchants }),
    ...createMerchantHandlers(merchants, audit),
    ...createLookupHandlers(db),
    ...createDevHandlers(notifier, config.devOutbox),
    ...createTransactionsHandlers(money),
    ...createReportsHandlers(money),
    ...createPayoutsHandlers(money),
    ...createStoresHandlers(money),
    ...createEmployeesHandlers(money),
    ...createBusinessHandlers(money),
    ...createDeveloperHandlers(money, gateway),
    ...createGatewayHandlers(gateway),
    ...createSecurityLogHandlers(db),
  };

  const gatekeeper: Gatekeeper = {
    authenticate: (token, options) => sessions.authenticate(token, options),
    membership: (userId, merchantId) => membership.find(userId, merchantId),
  };
  registerHealth(app, db);
  registerDocs(app);
  exportFiles.register(app);
  registerMedia(app, money, gatekeeper);
  registerMerchantApi(app, money, gateway);
  registerCalls(app, handlers, gatekeeper, authRateLimits(config.authRateLimitPerMinute));
  app.all(`${API_PREFIX}*`, apiNotFound);
  if (config.webDist) await registerWeb(app, config.webDist);
  return app;
}
