import type { z } from 'zod';
import type { PageKey } from '../access.ts';
import type { ConsoleArea } from '../console-access.ts';

/** Where the merchant id sits in a call's body (the spec spells it three ways). */
export type MerchantField = 'merchant_id' | 'MerchantId' | 'merchantid';

/**
 * Who may make a call.
 * - public: no session (sign-in, sign-up, code sending).
 * - session: a valid session; acts on the signed-in user only.
 * - merchant: a valid session, membership of the merchant named in `merchantField`, and roles in that merchant
 *   that permit `page` (the page-access table in `access.ts`).
 * - provider: a valid session of the provider's own staff whose role opens the console `area` (`console-access.ts`).
 * - reseller: a valid session of a member of an active reseller (level 1 or 2); `level: 1` admits level-1 resellers
 *   only (what only a reseller, not a sub-reseller, may do: create sub-resellers, add merchants for them).
 */
export interface PublicAccess {
  kind: 'public';
}
export interface SessionAccess {
  kind: 'session';
}
export interface MerchantAccess {
  kind: 'merchant';
  page: PageKey;
  merchantField: MerchantField;
}
export interface ProviderAccess {
  kind: 'provider';
  area: ConsoleArea;
}
export interface ResellerAccess {
  kind: 'reseller';
  level: 'any' | 1;
}
export type Access = PublicAccess | SessionAccess | MerchantAccess | ProviderAccess | ResellerAccess;

export interface CallDef<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
  A extends Access = Access,
> {
  access: A;
  summary: string;
  request: Req;
  /** The payload beside the envelope fields (return_code, success, msg). */
  response: Res;
  /** Other names the same call answers to (the spec names some calls two ways). */
  aliases?: readonly string[];
  /** Calls that do not count as user activity for the idle timeout. */
  isBackground?: boolean;
  /** Calls whose failures the web shows inline rather than as a toast. */
  isSilent?: boolean;
  /**
   * Session calls a user who must first set up two-step verification may still make (the set-up itself, who am I,
   * keep-alive, sign-out). Every other call of such a session is refused with TWO_FACTOR_SETUP_REQUIRED.
   */
  isOpenBeforeTwoFactor?: boolean;
}

export function defineCall<Req extends z.ZodType, Res extends z.ZodType, A extends Access>(
  def: CallDef<Req, Res, A>,
): CallDef<Req, Res, A> {
  return def;
}

export const merchant = (page: PageKey, merchantField: MerchantField = 'merchant_id'): MerchantAccess => ({
  kind: 'merchant',
  page,
  merchantField,
});
export const session: SessionAccess = { kind: 'session' };
export const publicAccess: PublicAccess = { kind: 'public' };
export const provider = (area: ConsoleArea): ProviderAccess => ({ kind: 'provider', area });
export const reseller = (level: ResellerAccess['level'] = 'any'): ResellerAccess => ({ kind: 'reseller', level });
