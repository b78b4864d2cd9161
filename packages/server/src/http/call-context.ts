import type { FastifyBaseLogger } from 'fastify';
import type {
  Access,
  MerchantAccess,
  ProviderAccess,
  ResellerAccess,
  SessionAccess,
} from '@mbo/contracts/calls/define';
import type { CallName, CallResponse, Calls, ParsedRequest } from '@mbo/contracts/calls/index';
import type { ProviderRole } from '@mbo/contracts/console-access';
import type { Language } from '@mbo/contracts/constants';

export interface BaseContext {
  language: Language;
  ip: string;
  requestId: string;
  log: FastifyBaseLogger;
}

export interface ActiveSession {
  id: number;
  userId: number;
  /** The caller's own token, as presented (tokenLogin echoes it). */
  token: string;
}

export interface SessionContext extends BaseContext {
  session: ActiveSession;
}

/** The merchant named in the body, with the caller's roles in it, read from the database for this call. */
export interface MerchantMembership {
  id: number;
  roles: number[];
  branchId: number | null;
  /** The merchant's is_verify: an unverified merchant opens only UNVERIFIED_MERCHANT_PAGES (contracts' access.ts). */
  isVerified: boolean;
  /** The merchant's time zone (IANA): its "today" and every local time an answer shows. Read here, once per call. */
  timeZone: string;
}

/** What a service needs of the merchant of a call: whose rows, and in which time zone it shows them. */
export type MerchantScope = Pick<MerchantMembership, 'id' | 'timeZone'>;

export interface MerchantContext extends SessionContext {
  merchant: MerchantMembership;
}

/** A member of the provider's own staff, with their console role, read from the database for this call. */
export interface ProviderContext extends SessionContext {
  staff: { role: ProviderRole };
}

/** The reseller the caller is a member of (active, and its superior active too), read from the database for this call. */
export interface ResellerScope {
  id: number;
  /** 1 a reseller, 2 a sub-reseller. */
  level: 1 | 2;
  /** The superior (the level-1 reseller) of a sub-reseller; null for a reseller. */
  parentId: number | null;
}

export interface ResellerContext extends SessionContext {
  reseller: ResellerScope;
}

export type ContextFor<A extends Access> = A extends MerchantAccess
  ? MerchantContext
  : A extends ProviderAccess
    ? ProviderContext
    : A extends ResellerAccess
      ? ResellerContext
      : A extends SessionAccess
        ? SessionContext
        : BaseContext;

export type Handler<N extends CallName> = (
  ctx: ContextFor<Calls[N]['access']>,
  body: ParsedRequest<N>,
) => Promise<CallResponse<N>>;

/** Handlers of a group of calls; the server's full map must cover the whole registry (checked by the compiler). */
export type Handlers<N extends CallName = CallName> = { [K in N]: Handler<K> };

/** What the call layer needs from the session module to admit a call. */
export interface Gatekeeper {
  /** Refuses a user held at the two-step set-up unless the call is open before it (contracts' isOpenBeforeTwoFactor). */
  authenticate(
    token: string,
    options: { isBackground: boolean; isOpenBeforeTwoFactor?: boolean },
  ): Promise<ActiveSession>;
  /**
   * `authenticate`, and the user's membership of the merchant in the same statement: a merchant call's admission in
   * one round trip (null: not a member).
   */
  authenticateMember(
    token: string,
    options: { isBackground: boolean; isOpenBeforeTwoFactor?: boolean },
    merchantId: number,
  ): Promise<{ session: ActiveSession; membership: MerchantMembership | null }>;
  membership(userId: number, merchantId: number): Promise<MerchantMembership | null>;
  /** The user's console role and whether their staff account is active; null for everyone who is not staff. */
  providerStaff(userId: number): Promise<{ role: ProviderRole; isActive: boolean } | null>;
  /** The reseller the user is a member of, and whether it (and its superior) is active; null for everyone else. */
  resellerMember(userId: number): Promise<(ResellerScope & { isActive: boolean }) | null>;
  /** The user a session token belongs to (null: none), for counting calls per user. */
  userOf(token: string): Promise<number | null>;
}
