import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Database } from '@mbo/db/client';
import { usedLoginLinks } from '@mbo/db/schema';
import type { Config } from './config.ts';
import { createLogger } from './lib/logger.ts';
import type { Gatekeeper, Handlers } from './http/call-context.ts';
import { registerControlCharacterGuard } from './http/control-characters.ts';
import { createCallerKey } from './http/caller-key.ts';
import { authRateLimits, heavyRateLimits } from './http/rate-limits.ts';
import { API_PREFIX, registerCalls } from './http/register-calls.ts';
import { createAuditRepository } from './modules/audit/audit.repository.ts';
import { createAuthHandlers } from './modules/auth/auth.handlers.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createCodesRepository } from './modules/auth/codes.repository.ts';
import { createCodesService } from './modules/auth/codes.service.ts';
import { createSessionsRepository } from './modules/auth/sessions.repository.ts';
import { createSessionsService } from './modules/auth/sessions.service.ts';
import { createThrottleRepository } from './modules/auth/throttle.repository.ts';
import { createGuesses } from './modules/auth/guesses.ts';
import { createUsersRepository } from './modules/auth/users.repository.ts';
import { createInvitations } from './modules/auth/invitations.ts';
import { createTwoFactorHandlers } from './modules/two-factor/two-factor.handlers.ts';
import { createTwoFactorRepository } from './modules/two-factor/two-factor.repository.ts';
import { createTwoFactorService } from './modules/two-factor/two-factor.service.ts';
import { createBusinessHandlers } from './modules/business/business.handlers.ts';
import { createOutboxHandlers } from './modules/outbox/outbox.handlers.ts';
import { createApiKeysHandlers } from './modules/api-keys/api-keys.handlers.ts';
import { apiKeyCache } from './modules/api-keys/api-key-cache.ts';
import { registerMerchantApi } from './modules/merchant-api/merchant-api.routes.ts';
import { createNotificationRelay } from './modules/webhooks/notification-relay.ts';
import { createNotificationsRepository } from './modules/webhooks/notifications.repository.ts';
import { createWebhooksHandlers } from './modules/webhooks/webhooks.handlers.ts';
import { createConsoleHandlers } from './modules/console/console.handlers.ts';
import { createConsoleRepository } from './modules/console/console.repository.ts';
import { createConsoleMessagesHandlers } from './modules/console/console-messages.handlers.ts';
import { createStaffHandlers } from './modules/console/staff.handlers.ts';
import type { ReviewQueue } from './modules/console/review-queue.ts';
import { createEmployeesHandlers } from './modules/employees/employees.handlers.ts';
import { createGateway } from './modules/gateway/gateway.ts';
import { createGatewayHandlers } from './modules/gateway/gateway.handlers.ts';
import { deploymentChannels } from './modules/gateway/deployment-channels.ts';
import { createExportFiles } from './modules/exports/export-files.ts';
import type { MoneyDeps } from './modules/money-deps.ts';
import {
  createLedger,
  createPaymentConfigRepository,
  createPaymentPath,
  createRefundPath,
  type Ledger,
} from './money/money.public.ts';
import { createPayoutsHandlers } from './modules/payouts/payouts.handlers.ts';
import { createSettlementAccountHandlers } from './modules/settlement/settlement-account.handlers.ts';
import { createDashboardHandlers } from './modules/dashboard/dashboard.handlers.ts';
import { createRefundsHandlers } from './modules/refunds/refunds.handlers.ts';
import { registerMedia } from './modules/stores/media.routes.ts';
import { createSecurityLogHandlers } from './modules/security-log/security-log.handlers.ts';
import { createStoresHandlers } from './modules/stores/stores.handlers.ts';
import { createTransactionsHandlers } from './modules/transactions/transactions.handlers.ts';
import { createFindingHandlers } from './modules/transactions/finding.handlers.ts';
import { registerDocs } from './modules/docs/docs.routes.ts';
import { createLookupHandlers } from './modules/lookups/lookups.handlers.ts';
import { createAccountSecurityHandlers } from './modules/account-security/account-security.handlers.ts';
import { createAccountSecurityRepository } from './modules/account-security/account-security.repository.ts';
import { createAccountSecurityService } from './modules/account-security/account-security.service.ts';
import { createBindProofs } from './modules/account-security/bind-proof.ts';
import { CAPTCHA_MAX_COUNTER, createCaptcha } from './modules/account-security/captcha.ts';
import {
  createGlobalAccountHandlers,
  createGlobalAccountRepository,
  createGlobalAccountService,
  topUpQueue,
} from './modules/global-account/global-account.public.ts';
import {
  collectionQueue,
  createCollectionsHandlers,
  createCollectionsRepository,
  createCollectionsService,
} from './modules/collections/collections.public.ts';
import { createCreditConsoleHandlers } from './modules/credit/credit-console.handlers.ts';
import { createCreditHandlers } from './modules/credit/credit.handlers.ts';
import { createCreditRepository } from './modules/credit/credit.repository.ts';
import { createCreditService } from './modules/credit/credit.service.ts';
import { createFxRepository, createFxService, createRateAlerts, deploymentFxRates } from './modules/fx/fx.public.ts';
import { createFxHandlers } from './modules/fx/fx.handlers.ts';
import { createMessagesHandlers } from './modules/messages/messages.handlers.ts';
import { createMessagesRepository } from './modules/messages/messages.repository.ts';
import { createOnboardingLookupHandlers } from './modules/lookups/onboarding-lookups.handlers.ts';
import { createRegionsRepository } from './modules/lookups/regions.repository.ts';
import { createKycHandlers } from './modules/kyc/kyc.handlers.ts';
import { createKycRepository } from './modules/kyc/kyc.repository.ts';
import { createKycService } from './modules/kyc/kyc.service.ts';
import { personVerificationQueue } from './modules/kyc/kyc.public.ts';
import { createKybHandlers } from './modules/kyb/kyb.handlers.ts';
import { createKybLookupHandlers } from './modules/kyb/kyb-lookups.handlers.ts';
import { createKybRepository } from './modules/kyb/kyb.repository.ts';
import { createKybService } from './modules/kyb/kyb.service.ts';
import { merchantApplicationQueue } from './modules/kyb/kyb.public.ts';
import { fastSettleRequestQueue } from './modules/fast-settle/fast-settle.public.ts';
import { createFastSettleHandlers } from './modules/fast-settle/fast-settle.handlers.ts';
import { createFastSettleRepository } from './modules/fast-settle/fast-settle.repository.ts';
import { createFastSettleService } from './modules/fast-settle/fast-settle.service.ts';
import { deploymentBankVerification } from './modules/recipients/bank-verification/deployment-bank-verification.ts';
import { createRecipientsHandlers } from './modules/recipients/recipients.handlers.ts';
import { createRemittance } from './modules/remittance/remittance.public.ts';
import { createOrderReceipts } from './modules/remittance/order-receipt.ts';
import { remittancePaymentQueue } from './modules/remittance/payment-queue.ts';
import { registerPoliSandbox } from './modules/remittance/poli-sandbox.ts';
import { createReceiptUpload } from './modules/remittance/receipt-upload.ts';
import { createRemittancePaymentsHandlers } from './modules/remittance/remittance-payments.handlers.ts';
import { orderPaymentsOf, type OrderPayments } from './modules/remittance/remittance-payments.ts';
import { createRemittanceHandlers } from './modules/remittance/remittance.handlers.ts';
import { createRecipientsRepository } from './modules/recipients/recipients.repository.ts';
import { createRecipientsService } from './modules/recipients/recipients.service.ts';
import { createUploadLinks, type UploadLinks } from './modules/uploads/upload-links.ts';
import { createUploadStorage } from './modules/uploads/upload-storage.ts';
import { createRemittanceBatchHandlers } from './modules/remittance/batch/remittance-batch.handlers.ts';
import { createBatchPayments } from './modules/remittance/batch/batch.module.ts';
import { createUploadsRepository } from './modules/uploads/uploads.repository.ts';
import { registerUploads } from './modules/uploads/uploads.routes.ts';
import {
  createMembershipRepository,
  isMerchantIdInRange,
  membershipFrom,
  membershipJson,
} from './modules/merchants/membership.repository.ts';
import { createMerchantHandlers } from './modules/merchants/merchants.handlers.ts';
import { createMerchantsRepository } from './modules/merchants/merchants.repository.ts';
import type { Notifier } from './notify/notifier.ts';
import { apiNotFound, registerErrorHandling } from './plugins/errors.ts';
import { registerDrain } from './plugins/drain.ts';
import { registerHealth } from './plugins/health.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWeb } from './plugins/web.ts';
import { createServerJobs } from './jobs/server-jobs.ts';
import type { JobRegistry } from './jobs/registry.ts';
import { createSharedRateCounter } from './lib/shared-rate-counter.ts';
import {
  activeResellerByCode,
  resellerMemberOf,
  type ResellerApprovalDeps,
} from './modules/resellers/resellers.public.ts';
import { createResellerHandlers } from './modules/resellers/resellers.handlers.ts';
import { createResellerPortfolioHandlers } from './modules/resellers/portfolio.handlers.ts';
import { createResellerAccountsHandlers } from './modules/resellers/reseller-accounts.handlers.ts';
import { createResellerAccountsRepository } from './modules/resellers/reseller-accounts.repository.ts';
import { createResellerAccountsService } from './modules/resellers/reseller-accounts.service.ts';
import { createAddMerchantHandlers } from './modules/resellers/add-merchant.handlers.ts';
import { createAddMerchantService } from './modules/resellers/add-merchant.service.ts';
import { createResellerSignupHandlers } from './modules/resellers/reseller-signup.handlers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's background jobs, built here and started by main.ts (jobs/registry.ts); closing the app stops them. */
    jobs: JobRegistry;
  }
}

export interface AppDeps {
  config: Config;
  db: Database;
  notifier: Notifier;
  /** Key material for code digests and sign-in links. */
  secret: Buffer;
  /** The process logger; tests pass none and get a silent one. */
  logger?: FastifyBaseLogger;
  /** The console's review queues (default: `reviewQueues` below); tests pass their own. */
  reviewQueues?: readonly ReviewQueue[];
}

/** A hop count as fastify's trust function (its types take no number): the n hops nearest the server are proxies. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/**
 * The review queues of the provider's console, in the order its menu lists them. Adding a queue: write its adapter
 * (a `ReviewQueue`, in the area whose items it reviews) and list it here.
 */
const reviewQueues = (
  uploadLinks: UploadLinks,
  ledger: Ledger,
  payments: OrderPayments,
  approval: ResellerApprovalDeps,
): readonly ReviewQueue[] => [
  personVerificationQueue(uploadLinks),
  merchantApplicationQueue(uploadLinks, approval),
  fastSettleRequestQueue(),
  topUpQueue(ledger, uploadLinks),
  remittancePaymentQueue(payments, uploadLinks),
  collectionQueue(ledger),
];

export async function buildApp({
  config,
  db,
  notifier,
  secret,
  logger,
  reviewQueues: queues,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: logger ?? createLogger('silent'),
    genReqId: (request) => (request.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID(),
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    // Only the proxies TRUST_PROXY names may tell the client's address (X-Forwarded-For); by default none.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // A URL that cannot be decoded (a broken percent-escape) names nothing: the plain 404, not fastify's own
    // answer, which quoted the URL (a download link's token with it) and its internal error code.
    frameworkErrors: (_error, request, reply) => apiNotFound(request, reply),
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandling(app);
  registerDrain(app);
  registerSecurityHeaders(app);
  registerControlCharacterGuard(app);

  const users = createUsersRepository(db);
  const audit = createAuditRepository(db);
  const merchants = createMerchantsRepository(db);
  const membership = createMembershipRepository(db);
  const sessions = createSessionsService(createSessionsRepository(db), {
    idleMs: config.sessionIdleMs,
    absoluteMs: config.sessionAbsoluteMs,
  });
  const guesses = createGuesses(createThrottleRepository(db), {
    maxFailures: config.loginMaxFailures,
    lockMs: config.loginLockoutMs,
  });
  // Rate limits count in PostgreSQL, so every server process on the database shares each budget.
  const rateCounter = createSharedRateCounter(db);
  await registerRateLimit(
    app,
    config.rateLimitPerMinute,
    createCallerKey((token) => sessions.userOf(token)),
    rateCounter,
  );
  const codes = createCodesService(
    createCodesRepository(db),
    notifier,
    secret,
    {
      validMs: config.codeValidMs,
      resendMs: config.codeResendMs,
    },
    guesses,
  );
  const twoFactor = createTwoFactorService({
    repository: createTwoFactorRepository(db),
    users,
    guesses,
    sessions,
    audit,
    secret,
  });
  const markLinkUsed = async (jti: string) =>
    (await db.insert(usedLoginLinks).values({ jti }).onConflictDoNothing().returning()).length === 1;
  const auth = createAuthService({
    users,
    secondStep: twoFactor,
    guesses,
    sessions,
    codes,
    audit,
    secret,
    markLinkUsed,
    resellerOfLink: async (code) => (await activeResellerByCode(db, code))?.id ?? null,
  });
  const accountSecurityRepository = createAccountSecurityRepository(db);
  const accountSecurity = createAccountSecurityService({
    db,
    repository: accountSecurityRepository,
    users,
    codes,
    sessions,
    audit,
    notifier,
    captcha: createCaptcha(secret, accountSecurityRepository.redeemCaptcha, { maxCounter: CAPTCHA_MAX_COUNTER }),
    proofs: createBindProofs(secret),
  });
  const invitations = createInvitations({
    users,
    sessions,
    audit,
    secret,
    markLinkUsed,
    publicUrl: config.publicUrl,
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
  const gateway = createGateway(money, deploymentChannels(db, config, secret));
  const notifications = createNotificationsRepository(db);
  const relay = createNotificationRelay(
    notifications,
    (merchantId) => apiKeyCache(db, secret).activeSecret(merchantId),
    {
      intervalMs: config.webhookRelayIntervalMs,
      batchSize: config.webhookBatchSize,
      timeoutMs: config.webhookTimeoutMs,
      retryDelaysMs: config.webhookRetryDelaysMs,
      isPrivateAllowed: config.webhookAllowPrivateTargets,
    },
    app.log,
  );
  gateway.onNotificationWritten((eventId) => relay.deliverNow(eventId));
  const fxRates = deploymentFxRates(config);
  const fxRepository = createFxRepository(db);
  const fx = createFxService({
    db,
    ledger,
    repository: fxRepository,
    rates: fxRates,
    spreadPpm: config.fxSpreadPpm,
    quoteTtlMs: config.fxQuoteTtlMs,
  });
  const rateAlerts = createRateAlerts({ db, repository: fxRepository, rates: fxRates, notifier });
  const remittance = createRemittance({ db, ledger, notifier, rates: fxRates, config });
  const orderPayments = orderPaymentsOf(remittance);
  const jobs = createServerJobs({
    db,
    config,
    notifier,
    gateway,
    notifications,
    relay,
    rateCounter,
    rateAlerts,
    remittance: remittance.job,
    log: app.log,
  });
  app.decorate('jobs', jobs);
  // Nothing runs before main.ts starts the jobs; closing the app (tests, a failed start) stops whatever runs.
  app.addHook('onClose', () => jobs.stop());

  const uploadLinks = createUploadLinks(secret);
  const uploadsRepository = createUploadsRepository(db);
  const kyc = createKycService({
    persons: createKycRepository(db),
    regions: createRegionsRepository(db),
    files: uploadsRepository,
    links: uploadLinks,
  });
  const kyb = createKybService({ applications: createKybRepository(db), files: uploadsRepository, links: uploadLinks });
  const uploadStorage = createUploadStorage(config.dataDir);
  const batches = createBatchPayments({
    db,
    ledger,
    remittance,
    fx: fxRepository,
    ratesSource: fxRates.name,
    config,
    uploads: uploadsRepository,
    readUpload: uploadStorage.read,
    exportFiles,
  });

  const handlers: Handlers = {
    ...createAuthHandlers({
      auth,
      users,
      merchants,
      idle: config.idle,
      twoFactorStatus: (userId) => twoFactor.status(userId),
      isResellerMember: async (userId) => (await resellerMemberOf(db, userId)) !== null,
      invitations,
    }),
    ...createTwoFactorHandlers(twoFactor),
    ...createAccountSecurityHandlers(accountSecurity),
    ...createMerchantHandlers(merchants, audit),
    ...createLookupHandlers(),
    ...createMessagesHandlers(createMessagesRepository(db)),
    ...createCreditHandlers(createCreditService(createCreditRepository(db), exportFiles)),
    ...createCreditConsoleHandlers(db, createCreditRepository(db)),
    ...createFxHandlers(fx, rateAlerts),
    ...createGlobalAccountHandlers(
      createGlobalAccountService({ db, ledger, repository: createGlobalAccountRepository(db), codes }),
    ),
    ...createCollectionsHandlers(
      createCollectionsService({
        db,
        ledger,
        repository: createCollectionsRepository(db),
        validityDays: config.collectionValidityDays,
        isSandbox: config.sandboxChannels,
      }),
    ),
    ...createFastSettleHandlers(createFastSettleService({ db, repository: createFastSettleRepository(db), codes })),
    ...createRemittanceBatchHandlers(batches, remittance),
    ...createRecipientsHandlers(
      createRecipientsService({
        db,
        recipients: createRecipientsRepository(db),
        codes,
        audit,
        bankVerification: deploymentBankVerification(config),
      }),
    ),
    ...createRemittanceHandlers(remittance.service),
    ...createRemittancePaymentsHandlers({
      receiptUpload: createReceiptUpload({ db, payments: orderPayments }),
      receipts: createOrderReceipts({ db, payments: orderPayments, exportFiles }),
    }),
    ...createOutboxHandlers(notifier, config.devOutbox),
    ...createTransactionsHandlers(money),
    ...createFindingHandlers(money),
    ...createRefundsHandlers(money),
    ...createDashboardHandlers(money),
    ...createPayoutsHandlers(money),
    ...createSettlementAccountHandlers(money),
    ...createStoresHandlers(money),
    ...createEmployeesHandlers(money),
    ...createBusinessHandlers(money),
    ...createApiKeysHandlers(money),
    ...createWebhooksHandlers(db),
    ...createGatewayHandlers(gateway),
    ...createSecurityLogHandlers(db),
    ...createConsoleHandlers({
      db,
      notifier,
      queues: queues ?? reviewQueues(uploadLinks, ledger, orderPayments, { invitations, publicUrl: config.publicUrl }),
      idle: config.idle,
    }),
    ...createStaffHandlers({ db, notifier, invitations, publicUrl: config.publicUrl }),
    ...createConsoleMessagesHandlers(db),
    ...createKycHandlers(kyc),
    ...createOnboardingLookupHandlers(db),
    ...createKybHandlers(kyb),
    ...createKybLookupHandlers(db),
    ...createResellerHandlers(db),
    ...createResellerPortfolioHandlers(db, exportFiles),
    ...createResellerAccountsHandlers(
      createResellerAccountsService({
        db,
        repository: createResellerAccountsRepository(db),
        invitations,
        notifier,
        publicUrl: config.publicUrl,
      }),
    ),
    ...createAddMerchantHandlers(createAddMerchantService({ db, files: uploadsRepository, links: uploadLinks })),
    ...createResellerSignupHandlers(db),
  };

  const consoleStaff = createConsoleRepository(db);
  const gatekeeper: Gatekeeper = {
    authenticate: (token, options) => sessions.authenticate(token, options),
    async authenticateMember(token, options, merchantId) {
      if (!isMerchantIdInRange(merchantId))
        return { session: await sessions.authenticate(token, options), membership: null };
      const { session, alongside } = await sessions.authenticateWith(token, options, (userId) =>
        membershipJson(userId, merchantId),
      );
      return { session, membership: membershipFrom(alongside, merchantId) };
    },
    membership: (userId, merchantId) => membership.find(userId, merchantId),
    providerStaff: (userId) => consoleStaff.staffOf(userId),
    resellerMember: (userId) => resellerMemberOf(db, userId),
    userOf: (token) => sessions.userOf(token),
  };
  registerHealth(app, db);
  registerDocs(app);
  exportFiles.register(app, {
    isSessionLive: (sessionId) => sessions.isLive(sessionId),
    isMember: async (userId, merchantId) => (await membership.find(userId, merchantId)) !== null,
    isResellerMember: async (userId, resellerId) => {
      const member = await resellerMemberOf(db, userId);
      return member?.id === resellerId && member.isActive;
    },
  });
  registerMedia(app, money, gatekeeper);
  registerUploads(app, {
    files: uploadsRepository,
    storage: uploadStorage,
    links: uploadLinks,
    gatekeeper,
    isSessionLive: (sessionId) => sessions.isLive(sessionId),
  });
  registerMerchantApi(app, money, gateway, rateCounter);
  registerPoliSandbox(app, { db, payments: orderPayments, isSandbox: config.sandboxChannels });
  registerCalls(app, handlers, gatekeeper, {
    perAddress: authRateLimits(config.authRateLimitPerMinute),
    perMerchant: heavyRateLimits(config.exportRateLimitPerMinute),
  });
  app.all(`${API_PREFIX}*`, apiNotFound);
  if (config.webDist) await registerWeb(app, config.webDist, { devOutbox: config.devOutbox });
  return app;
}
