import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { isPageAllowed, isPageOpenToMerchant } from '@mbo/contracts/access';
import type { CallDef } from '@mbo/contracts/calls/define';
import { isConsoleAreaAllowed } from '@mbo/contracts/console-access';
import { calls, type CallName } from '@mbo/contracts/calls/index';
import { RETURN_CODE } from '@mbo/contracts/envelope';
import { isMessageKey, languageFromHeader } from '@mbo/contracts/i18n';
import type { AppError } from '../lib/app-error.ts';
import { badRequest, forbidden, invalidToken, rateLimited } from '../lib/app-error.ts';
import { byAddress, tokenOf } from './caller-key.ts';
import type {
  BaseContext,
  Gatekeeper,
  Handlers,
  MerchantContext,
  ProviderContext,
  ResellerContext,
  SessionContext,
} from './call-context.ts';
import { RATE_WINDOW_MS, type CallLimits } from './rate-limits.ts';
import { merchantUnverified } from '../modules/merchant-gate/merchant-gate.public.ts';

export const API_PREFIX = '/api/';

/** A zod failure becomes one clear message: the schema's own (a catalogue key) or "field X is invalid". */
function validationError(error: z.ZodError): AppError {
  const issue = error.issues[0];
  if (issue && isMessageKey(issue.message)) return badRequest(issue.message);
  const field = issue?.path.join('.') || 'body';
  return badRequest('validation.field_invalid', { field });
}

async function admit(
  def: CallDef,
  gatekeeper: Gatekeeper,
  request: FastifyRequest,
  base: BaseContext,
  body: Record<string, unknown>,
): Promise<BaseContext | SessionContext | MerchantContext | ProviderContext | ResellerContext> {
  const { access } = def;
  if (access.kind === 'public') return base;
  const token = tokenOf(request);
  if (!token) throw invalidToken();
  const options = {
    isBackground: def.isBackground === true,
    isOpenBeforeTwoFactor: def.isOpenBeforeTwoFactor === true,
  };
  if (access.kind === 'merchant') return admitToMerchant(access, gatekeeper, token, options, base, body);
  const session = await gatekeeper.authenticate(token, options);
  if (access.kind === 'session') return { ...base, session };
  if (access.kind === 'provider') {
    // The console's calls are the provider staff's alone: a merchant's user, whatever their roles, gets none.
    const staff = await gatekeeper.providerStaff(session.userId);
    if (staff === null) throw forbidden('console.not_staff');
    if (!staff.isActive) throw forbidden('console.staff_disabled');
    if (!isConsoleAreaAllowed(staff.role, access.area)) throw forbidden('console.forbidden_area');
    return { ...base, session, staff: { role: staff.role } };
  }
  if (access.kind === 'reseller') {
    // A reseller's calls are its members' alone: a merchant's user or the provider's staff gets none of them.
    const member = await gatekeeper.resellerMember(session.userId);
    if (member === null) throw forbidden('resellers.not_member');
    if (!member.isActive) throw forbidden('resellers.disabled');
    if (access.level === 1 && member.level !== 1) throw forbidden('resellers.level_one_only');
    return { ...base, session, reseller: { id: member.id, level: member.level, parentId: member.parentId } };
  }
  return access satisfies never;
}

/**
 * A merchant call: the session and the caller's membership of the body's merchant, read in one statement (the
 * session refused first, as any call's; then a missing merchant, then not a member, the page's roles, the merchant's
 * verification).
 */
async function admitToMerchant(
  access: Extract<CallDef['access'], { kind: 'merchant' }>,
  gatekeeper: Gatekeeper,
  token: string,
  options: { isBackground: boolean; isOpenBeforeTwoFactor: boolean },
  base: BaseContext,
  body: Record<string, unknown>,
): Promise<MerchantContext> {
  const merchantId = body[access.merchantField];
  // The body may not have passed validation yet: only a plain positive id may reach the membership query.
  if (typeof merchantId !== 'number' || !Number.isSafeInteger(merchantId) || merchantId <= 0) {
    await gatekeeper.authenticate(token, options);
    throw badRequest('errors.merchant_required');
  }
  const { session, membership } = await gatekeeper.authenticateMember(token, options, merchantId);
  if (!membership) throw forbidden('errors.not_member');
  if (!isPageAllowed(membership.roles, access.page)) throw forbidden('errors.forbidden_page');
  // The verification gate (issue 11 §5): every call of a page an unverified merchant does not open is refused here,
  // so no call can forget it; roles first, so a member learns nothing from it that their roles would not show.
  if (!isPageOpenToMerchant(membership.isVerified, access.page)) throw merchantUnverified();
  return { ...base, session, merchant: membership };
}

type MerchantLimiter = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** A heavy call's per-merchant limit, checked once the caller is admitted (the body's merchant is then theirs). */
function merchantLimiter(
  app: FastifyInstance,
  name: CallName,
  def: CallDef,
  max: number | undefined,
): MerchantLimiter | undefined {
  const { access } = def;
  if (max === undefined || access.kind !== 'merchant') return undefined;
  const limit = app.createRateLimit({
    max,
    timeWindow: RATE_WINDOW_MS,
    // The call's name too: each heavy call has its own budget per merchant.
    keyGenerator: (request) =>
      `merchant:${String((request.body as Record<string, unknown>)[access.merchantField])}:${name}`,
  });
  return async (request, reply) => {
    const result = await limit(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', String(result.ttlInSeconds));
    throw rateLimited();
  };
}

/**
 * Registers `POST /api/<name>` for every call of the registry (and its aliases): parse the body with the call's
 * schema, admit the caller by the call's access rule, run the handler, wrap the payload in the envelope. Every call
 * counts against the caller's budget (plugins/rate-limit.ts); `limits` adds stricter per-address limits and
 * per-merchant ones.
 */
export function registerCalls(
  app: FastifyInstance,
  handlers: Handlers,
  gatekeeper: Gatekeeper,
  limits: CallLimits = { perAddress: {}, perMerchant: {} },
): void {
  for (const name of Object.keys(calls) as CallName[]) {
    const def: CallDef = calls[name];
    const handler = handlers[name] as unknown as (ctx: BaseContext, body: unknown) => Promise<Record<string, unknown>>;
    const max = limits.perAddress[name];
    const routeOptions =
      max === undefined ? {} : { config: { rateLimit: { max, timeWindow: RATE_WINDOW_MS, keyGenerator: byAddress } } };
    const limitMerchant = merchantLimiter(app, name, def, limits.perMerchant[name]);
    for (const path of [name, ...(def.aliases ?? [])]) {
      app.post(`${API_PREFIX}${path}`, routeOptions, async (request, reply) => {
        const parsed = def.request.safeParse(request.body ?? {});
        const base: BaseContext = {
          language: languageFromHeader(request.headers['accept-language']),
          ip: request.ip,
          requestId: request.id,
          log: request.log,
        };
        // Authentication comes before validation so an anonymous caller learns nothing about a call's fields.
        const rawBody = (parsed.success ? parsed.data : (request.body ?? {})) as Record<string, unknown>;
        const ctx = await admit(def, gatekeeper, request, base, rawBody);
        if (!parsed.success) throw validationError(parsed.error);
        await limitMerchant?.(request, reply);
        const payload = await handler(ctx, parsed.data);
        return reply.send({ return_code: RETURN_CODE.success, success: true, ...payload });
      });
    }
  }
}
