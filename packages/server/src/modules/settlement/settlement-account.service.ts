import { createHmac } from 'node:crypto';
import type { Language } from '@mbo/contracts/constants';
import { addDays } from '@mbo/contracts/date-filter';
import { translate } from '@mbo/contracts/i18n';
import { bsbLookup, formatBsb } from '@mbo/contracts/lookups/bsb-directory';
import { currencyById } from '@mbo/contracts/lookups/currencies';
import { toMajor } from '@mbo/contracts/money';
import {
  PAYOUT_TARGET,
  SETTLEMENT_ACCOUNT_MSG_TYPE,
  type GlobalAccount,
  type SettlementAccount,
} from '@mbo/contracts/calls/settlement-account';
import type { Database } from '@mbo/db/client';
import type { MerchantContext } from '../../http/call-context.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { safeEqual } from '../../lib/crypto.ts';
import { formatWireTime, localDateHour } from '../../lib/time.ts';
import type { Ledger } from '../../money/money.public.ts';
import type { AuditRepository } from '../audit/audit.public.ts';
import { type CodesService, guesserKey } from '../auth/auth.public.ts';
import { readGlobalAccount } from '../global-account/global-account.public.ts';
import { publishMessage } from '../messages/messages.public.ts';
import { addBusinessDays } from './calendar/business-days.ts';
import { bankFieldsOf, settlementAccountInForce, type SettlementAccountRow } from './settlement-account-in-force.ts';
import type { SettlementAccountRepository } from './settlement-account.repository.ts';
import { settlementStore } from './settlement-store.ts';

export interface SettlementAccountServiceDeps {
  db: Database;
  ledger: Ledger;
  accounts: SettlementAccountRepository;
  codes: CodesService;
  audit: AuditRepository;
  secret: Buffer;
  /** How long a verification token is good for (the code's validity, 5 minutes). */
  tokenValidMs: number;
  now?: () => Date;
}

/** A bank account or the global account, from a time on (the wire's target fields). */
type Target = Omit<SettlementAccount, 'currency_id' | 'currency' | 'pending' | 'latest_account_id'>;

interface Phone {
  countryCode: string;
  phone: string;
}

const TOKEN_PURPOSE = 'settlement_account_change';
const codeAccount = ({ countryCode, phone }: Phone) => `phone:${countryCode} ${phone}`;
/** A settlement-account code approves a change of this merchant's accounts only. */
const codeBinding = (merchantId: number) => `settlement_account:${merchantId}`;
const masked = ({ countryCode, phone }: Phone) =>
  `${countryCode} ${'*'.repeat(Math.max(0, phone.length - 4))}${phone.slice(-4)}`;
const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * The merchant-local date from whose 00:00 a bank account changed on `today` is in force: the day after the next
 * Australian working day, so that one whole working day passes (the bank's) and the clearing of today — made just
 * after today's midnight — still pays the old account. Monday → Wednesday; Friday → Tuesday; the day before
 * Christmas 2026 (Thursday) → Wednesday 30 December (Christmas, the weekend and Boxing Day observed pass first).
 */
export const bankEffectiveDate = (today: string): string => addDays(addBusinessDays(today, 1), 1);

/**
 * The settlement account (issue 12 §1): where each currency's payouts go, and its change. A change is a new entry
 * of the append-only history (settlement_accounts), in force from its effective_at: the global account at once (the
 * next settlement pays into it), a bank account from the end of the next Australian working day (the bank needs a
 * working day; today's clearing still goes to the old account). The latest entry made supersedes an earlier one
 * still pending (settlementAccountInForce). A change needs a code sent to the signed-in user's phone, spent for a
 * short-lived token bound to the merchant, the user and the history as it stood (so one code makes one change).
 */
export function createSettlementAccountService(deps: SettlementAccountServiceDeps) {
  const now = deps.now ?? (() => new Date());

  async function merchantOf(merchantId: number) {
    const merchant = await deps.accounts.merchant(merchantId);
    if (!merchant) throw notFound();
    return merchant;
  }

  async function heldCurrency(merchantId: number, currencyId: number): Promise<number> {
    if (!(await deps.accounts.currencyIds(merchantId)).includes(currencyId))
      throw badRequest('settlement.currency_not_held');
    return currencyId;
  }

  async function globalAccount(merchantId: number, currencyId: number, language: Language): Promise<GlobalAccount> {
    const facts = await readGlobalAccount(deps.ledger, merchantId, currencyId);
    const code = currencyById(currencyId)?.code ?? String(currencyId);
    const funds = toMajor(facts.balanceMinor, currencyId);
    return {
      id: facts.id,
      currency_id: currencyId,
      currency_number: code,
      nickname: translate(language, 'settlement.global_nickname', { currency: code }),
      number: facts.number,
      available_funds: funds,
      total_balance: funds,
    };
  }

  function bankOf(row: SettlementAccountRow, language: Language) {
    const bank = bankFieldsOf(row);
    const found = bsbLookup(bank.bsb);
    return {
      account_name: bank.accountName,
      account_number: bank.accountNumber,
      bsb_number: bank.bsb,
      bank_name: found ? (language === 'zh_CN' ? found.bank.zh : found.bank.en) : '',
    };
  }

  function targetOf(row: SettlementAccountRow | undefined, global: GlobalAccount, language: Language, tz: string) {
    const isBank = row?.type === PAYOUT_TARGET.bank;
    return {
      account_id: row?.id ?? 0,
      settlement_type: isBank ? PAYOUT_TARGET.bank : PAYOUT_TARGET.globalAccount,
      bank: isBank ? bankOf(row, language) : null,
      global_account: isBank ? null : global,
      effective_at: row?.effectiveAt ? formatWireTime(row.effectiveAt, tz) : null,
    } satisfies Target;
  }

  async function view(merchantId: number, currencyId: number, language: Language): Promise<SettlementAccount> {
    const { timeZone } = await merchantOf(merchantId);
    const at = now();
    const inForce = await settlementAccountInForce(deps.db, merchantId, currencyId, at);
    const latest = await deps.accounts.latest(deps.db, merchantId, currencyId);
    const global = await globalAccount(merchantId, currencyId, language);
    const isPending = latest !== undefined && latest.effectiveAt !== null && latest.effectiveAt > at;
    return {
      currency_id: currencyId,
      currency: currencyById(currencyId)?.code ?? String(currencyId),
      ...targetOf(inForce, global, language, timeZone),
      pending: isPending ? targetOf(latest, global, language, timeZone) : null,
      latest_account_id: latest?.id ?? 0,
    };
  }

  async function phoneOf(ctx: MerchantContext): Promise<Phone & { name: string }> {
    const user = await deps.accounts.user(ctx.session.userId, ctx.merchant.id);
    if (!user.phone) throw badRequest('settlement.phone_required');
    return { countryCode: user.countryCode, phone: user.phone, name: user.name };
  }

  /** `account`, when the caller names it, must be the user's own phone (with or without the country code). */
  function checkOwnPhone(phone: Phone, account: string | undefined) {
    if (account === undefined || account === '') return;
    const given = digitsOf(account).replace(/^0+/, '');
    const own = digitsOf(phone.phone).replace(/^0+/, '');
    const withCountry = digitsOf(phone.countryCode) + own;
    if (given !== own && given !== withCountry) throw badRequest('settlement.code_account_not_yours');
  }

  // The verification token: "<payload>.<signature>", payload = merchant.user.version.expiry (base64url).
  const sign = (payload: string) =>
    createHmac('sha256', deps.secret).update(`${TOKEN_PURPOSE}|${payload}`).digest('base64url');

  function issueToken(merchantId: number, userId: number, version: number): string {
    const payload = `${merchantId}.${userId}.${version}.${now().getTime() + deps.tokenValidMs}`;
    return `${Buffer.from(payload).toString('base64url')}.${sign(payload)}`;
  }

  /** The history version the token was issued at; throws unless it is this merchant's and user's and unexpired. */
  function tokenVersion(ctx: MerchantContext, token: string): number {
    const [encoded = '', signature = ''] = token.split('.');
    const payload = Buffer.from(encoded, 'base64url').toString();
    if (!signature || !safeEqual(signature, sign(payload))) throw badRequest('settlement.verification_expired');
    const [merchantId, userId, version, expiresAt] = payload.split('.').map(Number);
    if (merchantId !== ctx.merchant.id || userId !== ctx.session.userId || !(expiresAt! > now().getTime()))
      throw badRequest('settlement.verification_expired');
    return version!;
  }

  /** When a bank account change made now is in force: 00:00 merchant time of bankEffectiveDate. */
  async function bankEffectiveAt(timeZone: string): Promise<Date> {
    return deps.accounts.localMidnight(bankEffectiveDate(localDateHour(now(), timeZone).date), timeZone);
  }

  interface Change {
    currencyId: number;
    replacedId: number;
    token: string;
    bank: { accountName: string; bsb: string; accountNumber: string } | null;
  }

  /**
   * Records a change: under the merchant's settlement lock (a clearing of the merchant runs before or after it,
   * never beside it), the token must still match the history and account_id the latest entry; then the entry, a
   * message to the merchant's readers (both languages) and the security log's event.
   */
  async function change(
    ctx: MerchantContext,
    input: Change,
  ): Promise<{ account: SettlementAccount; effective_at: string }> {
    const merchantId = ctx.merchant.id;
    const { timeZone } = await merchantOf(merchantId);
    const version = tokenVersion(ctx, input.token);
    const user = await deps.accounts.user(ctx.session.userId, merchantId);
    const effectiveAt = input.bank ? await bankEffectiveAt(timeZone) : now();
    const code = currencyById(input.currencyId)?.code ?? String(input.currencyId);
    const global = await readGlobalAccount(deps.ledger, merchantId, input.currencyId);

    const row = await deps.db.transaction(async (tx) => {
      await settlementStore.lockMerchant(tx, merchantId);
      if ((await deps.accounts.version(tx, merchantId)) !== version)
        throw badRequest('settlement.verification_expired');
      const latest = await deps.accounts.latest(tx, merchantId, input.currencyId);
      if ((latest?.id ?? 0) !== input.replacedId) throw conflict('settlement.changed_meanwhile');
      const inserted = await deps.accounts.insert(tx, {
        merchantId,
        currencyId: input.currencyId,
        type: input.bank ? PAYOUT_TARGET.bank : PAYOUT_TARGET.globalAccount,
        accountName: input.bank?.accountName ?? null,
        bsb: input.bank?.bsb ?? null,
        accountNumber: input.bank?.accountNumber ?? null,
        effectiveAt,
        createdByUserId: ctx.session.userId,
      });
      const when = formatWireTime(effectiveAt, timeZone).slice(0, 16);
      const words = (language: Language) => {
        const bank = input.bank ? bsbLookup(input.bank.bsb) : null;
        return input.bank
          ? translate(language, 'settlement.changed_bank_body', {
              name: user.name,
              currency: code,
              account_name: input.bank.accountName,
              bank: bank ? (language === 'zh_CN' ? bank.bank.zh : bank.bank.en) : '',
              bsb: formatBsb(input.bank.bsb),
              last4: input.bank.accountNumber.slice(-4),
              effective_at: when,
            })
          : translate(language, 'settlement.changed_global_body', {
              name: user.name,
              currency: code,
              number: global.number.replace(/(\d{4})(?=\d)/g, '$1 '),
              effective_at: when,
            });
      };
      await publishMessage(
        tx,
        { kind: 'merchant', merchantId },
        {
          title: {
            en: translate('en', 'settlement.changed_title', { currency: code }),
            zh_CN: translate('zh_CN', 'settlement.changed_title', { currency: code }),
          },
          content: { en: words('en'), zh_CN: words('zh_CN') },
        },
      );
      return inserted;
    });

    await deps.audit.record({
      action: 'settlement_account_changed',
      merchantId,
      userId: ctx.session.userId,
      ip: ctx.ip,
      detail: {
        currency: code,
        settlement_type: input.bank ? 'bank' : 'global',
        settlement_account_id: row.id,
        replaced_account_id: input.replacedId,
        ...(input.bank ? { bsb: input.bank.bsb, account_ending: input.bank.accountNumber.slice(-4) } : {}),
        effective_at: effectiveAt.toISOString(),
      },
    });
    return {
      account: await view(merchantId, input.currencyId, ctx.language),
      effective_at: formatWireTime(effectiveAt, timeZone),
    };
  }

  return {
    view,
    heldCurrency,

    async settlementType(merchantId: number, currencyId: number): Promise<number> {
      await heldCurrency(merchantId, currencyId);
      const row = await settlementAccountInForce(deps.db, merchantId, currencyId, now());
      return row?.type === PAYOUT_TARGET.bank ? PAYOUT_TARGET.bank : PAYOUT_TARGET.globalAccount;
    },

    async bankAccount(merchantId: number, accountId: number, language: Language) {
      const row = await deps.accounts.byId(merchantId, accountId);
      if (!row || row.type !== PAYOUT_TARGET.bank) throw notFound();
      const { timeZone } = await merchantOf(merchantId);
      return {
        bank_detail: bankOf(row, language),
        currency_id: row.currencyId,
        effective_at: row.effectiveAt ? formatWireTime(row.effectiveAt, timeZone) : null,
      };
    },

    globalAccount: async (merchantId: number, currencyId: number, language: Language) =>
      globalAccount(merchantId, await heldCurrency(merchantId, currencyId), language),

    /** The global accounts of the merchant's currencies (all it holds, or those asked for among them). */
    async globalAccounts(merchantId: number, language: Language, currencyIds?: readonly number[]) {
      const held = await deps.accounts.currencyIds(merchantId);
      const chosen = currencyIds ? held.filter((id) => currencyIds.includes(id)) : held;
      const at = now();
      return Promise.all(
        chosen.map(async (currencyId) => {
          const row = await settlementAccountInForce(deps.db, merchantId, currencyId, at);
          return {
            ...(await globalAccount(merchantId, currencyId, language)),
            is_settlement_account: row?.type !== PAYOUT_TARGET.bank,
          };
        }),
      );
    },

    async sendCode(ctx: MerchantContext, account: string | undefined): Promise<{ sent_to: string }> {
      const phone = await phoneOf(ctx);
      checkOwnPhone(phone, account);
      await deps.codes.send(
        SETTLEMENT_ACCOUNT_MSG_TYPE,
        { account: codeAccount(phone), channel: 'sms', recipient: `${phone.countryCode} ${phone.phone}` },
        ctx.language,
        codeBinding(ctx.merchant.id),
      );
      return { sent_to: masked(phone) };
    },

    async verifyCode(ctx: MerchantContext, account: string | undefined, code: string) {
      const phone = await phoneOf(ctx);
      checkOwnPhone(phone, account);
      await deps.codes.verify(SETTLEMENT_ACCOUNT_MSG_TYPE, codeAccount(phone), code, {
        guesser: guesserKey(ctx.session.userId),
        binding: codeBinding(ctx.merchant.id),
      });
      const version = await deps.accounts.version(deps.db, ctx.merchant.id);
      return {
        verification_token: issueToken(ctx.merchant.id, ctx.session.userId, version),
        expires_in: Math.floor(deps.tokenValidMs / 1000),
      };
    },

    async setGlobal(ctx: MerchantContext, input: { replacedId: number; globalAccountId: number; token: string }) {
      const currencyId = await deps.accounts.globalAccountCurrency(ctx.merchant.id, input.globalAccountId);
      if (currencyId === null) throw badRequest('settlement.not_global_account');
      await heldCurrency(ctx.merchant.id, currencyId);
      return change(ctx, { currencyId, replacedId: input.replacedId, token: input.token, bank: null });
    },

    async setBank(
      ctx: MerchantContext,
      input: {
        currencyId: number;
        replacedId: number;
        token: string;
        bank: { account_name: string; bsb_number: string; account_number: string };
      },
    ) {
      await heldCurrency(ctx.merchant.id, input.currencyId);
      return change(ctx, {
        currencyId: input.currencyId,
        replacedId: input.replacedId,
        token: input.token,
        bank: {
          accountName: input.bank.account_name,
          bsb: input.bank.bsb_number,
          accountNumber: input.bank.account_number,
        },
      });
    },
  };
}
export type SettlementAccountService = ReturnType<typeof createSettlementAccountService>;
