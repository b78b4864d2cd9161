import {
  HISTORY_DEFAULT_DAYS,
  HISTORY_TYPE,
  RECEIPT_MAX_BYTES,
  type TopUp,
  WITHDRAW_MSG_TYPE,
} from '@mbo/contracts/calls/global-account';
import type { ParsedRequest } from '@mbo/contracts/calls/index';
import type { Language } from '@mbo/contracts/constants';
import { addDays } from '@mbo/contracts/date-filter';
import { translate, type MessageKey } from '@mbo/contracts/i18n';
import { collectionAccountFor } from '@mbo/contracts/lookups/collection-accounts';
import { CURRENCIES, currencyById } from '@mbo/contracts/lookups/currencies';
import { formatMinor, toMajor, toMinor } from '@mbo/contracts/money';
import type { Database } from '@mbo/db/client';
import type { MerchantContext } from '../../http/call-context.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { formatWireTime, localDateHour } from '../../lib/time.ts';
import type { Ledger } from '../../money/money.public.ts';
import {
  accountKey,
  type CodesService,
  guesserKey,
  maskedAccount,
  recipientOf,
  userCodeAccount,
} from '../auth/auth.public.ts';
import { checkedClosedRange, settlementAccountInForce } from '../settlement/settlement.public.ts';
import { globalAccountNumber } from './global-account-identity.ts';
import type { GlobalAccountRepository, HistoryRowData } from './global-account.repository.ts';
import { attachReceipt, openTopUp, type TopUpRow } from './top-up.ts';
import { OverAvailableError, withdrawFromGlobalAccount, type WithdrawalRow } from './withdraw.ts';

const TIME = (value: Date | string | null, timeZone: string): string | null =>
  value === null ? null : formatWireTime(new Date(value), timeZone);
const currencyCode = (currencyId: number) => currencyById(currencyId)?.code ?? String(currencyId);
/** A bank account number shown with its last four digits only. */
export const maskedBankAccount = (bsb: string, accountNumber: string): string =>
  `${bsb} ****${accountNumber.replace(/\s/g, '').slice(-4)}`;

export function topUpView(row: TopUpRow, timeZone: string, language: Language): TopUp {
  const isFrozen = row.frozen_until !== null && row.released_at === null;
  const collection = collectionAccountFor(row.currency_id);
  return {
    id: Number(row.id),
    reference: row.reference,
    currency_id: row.currency_id,
    currency: currencyCode(row.currency_id),
    amount: toMajor(row.amount_minor, row.currency_id),
    status: row.status,
    status_name: translate(
      language,
      (isFrozen ? 'global_account.top_up_status.frozen' : `global_account.top_up_status.${row.status}`) as MessageKey,
    ),
    has_receipt: row.receipt_token !== null,
    is_cash: row.is_cash,
    fee: toMajor(Number(row.fee_minor), row.currency_id),
    frozen_until: isFrozen ? TIME(row.frozen_until, timeZone) : null,
    reject_reason: language === 'zh_CN' ? row.reject_reason_zh : row.reject_reason_en,
    create_date_time: TIME(row.created_at, timeZone)!,
    collection_account: {
      currency_id: row.currency_id,
      bank_name: collection.bankName,
      account_name: collection.accountName,
      bsb: collection.bsb,
      account_number: collection.accountNumber,
      swift_code: collection.swiftCode,
    },
  };
}

function withdrawalView(row: WithdrawalRow, timeZone: string, language: Language) {
  return {
    id: Number(row.id),
    currency_id: row.currency_id,
    amount: toMajor(Number(row.amount_minor), row.currency_id),
    status: row.status,
    status_name: translate(language, `global_account.withdrawal_status.${row.status}` as MessageKey),
    bank_account: maskedBankAccount(row.bsb_number, row.account_number),
    create_date_time: TIME(row.created_at, timeZone)!,
  };
}

const historyView = (row: HistoryRowData, language: Language) => ({
  id: row.id,
  type: row.type,
  type_name: translate(language, `global_account.type.${row.type}` as MessageKey),
  currency_id: row.currency_id,
  currency: currencyCode(row.currency_id),
  amount: toMajor(row.amount_minor, row.currency_id),
  create_date_time: row.created,
  reference: row.reference ?? '',
});

const codeBinding = (currencyId: number, amountMinor: number) => `withdraw:${currencyId}:${amountMinor}`;

export interface GlobalAccountServiceDeps {
  db: Database;
  ledger: Ledger;
  repository: GlobalAccountRepository;
  codes: CodesService;
  now?: () => Date;
}

/** The global account's rules: what the merchant's calls may see and do (the console's side is the review queue). */
export function createGlobalAccountService(deps: GlobalAccountServiceDeps) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());

  const minorOf = (amount: number, currencyId: number) => {
    if (!currencyById(currencyId)) throw badRequest('global_account.currency_invalid');
    const minor = toMinor(amount, currencyId);
    if (minor === null || minor <= 0) throw badRequest('global_account.amount_invalid');
    return minor;
  };

  /** The bank account a withdrawal in the currency goes to, or a refusal naming the currency. */
  async function bankAccount(merchantId: number, currencyId: number) {
    const row = await settlementAccountInForce(deps.db, merchantId, currencyId, now());
    if (!row || row.accountName === null || row.bsb === null || row.accountNumber === null)
      throw badRequest('global_account.no_bank_account', { currency: currencyCode(currencyId) });
    return {
      settlementAccountId: row.id,
      accountName: row.accountName,
      bsb: row.bsb,
      accountNumber: row.accountNumber,
    };
  }

  async function available(merchantId: number, currencyId: number) {
    const balances = await repository.balances(merchantId);
    return balances.find((balance) => balance.currencyId === currencyId)?.available ?? 0;
  }

  return {
    async balances(ctx: MerchantContext) {
      const merchantId = ctx.merchant.id;
      const [held, isUsed] = await Promise.all([repository.balances(merchantId), repository.isUsed(merchantId)]);
      return {
        is_used: isUsed,
        data: CURRENCIES.map((currency) => {
          const found = held.find((balance) => balance.currencyId === currency.id);
          const availableMinor = found?.available ?? 0;
          const frozenMinor = found?.frozen ?? 0;
          return {
            currency_id: currency.id,
            currency: currency.code,
            account_number: globalAccountNumber(merchantId, currency.id),
            available: toMajor(availableMinor, currency.id),
            frozen: toMajor(frozenMinor, currency.id),
            total: toMajor(availableMinor + frozenMinor, currency.id),
          };
        }),
      };
    },

    async history(ctx: MerchantContext, body: ParsedRequest<'GlobalAccounts/GetHistory'>) {
      const { timeZone } = ctx.merchant;
      const today = localDateHour(now(), timeZone).date;
      const to = body.end_date ?? (body.begin_date ? addDays(body.begin_date, HISTORY_DEFAULT_DAYS - 1) : today);
      const from = body.begin_date ?? addDays(to, 1 - HISTORY_DEFAULT_DAYS);
      const range = checkedClosedRange(from, to, today);
      const filter = {
        merchantId: ctx.merchant.id,
        timeZone,
        from: range.from,
        to: range.to,
        type: body.type ?? null,
        currencyId: body.currency_id ?? null,
      };
      const page = { index: body.page_index, size: body.page_size };
      const [total, rows] = await Promise.all([repository.countHistory(filter), repository.history(filter, page)]);
      return {
        page_data: { data: rows.map((row) => historyView(row, ctx.language)), total_count: total },
        begin_date: range.from,
        end_date: range.to,
      };
    },

    async historyDetail(ctx: MerchantContext, entryId: number) {
      const merchantId = ctx.merchant.id;
      const { timeZone } = ctx.merchant;
      const row = await repository.movement(merchantId, timeZone, entryId);
      if (!row) throw notFound('global_account.history_unknown');
      const base = {
        ...historyView(row, ctx.language),
        fee: 0,
        is_cash: false,
        frozen_until: null,
        bank_account: null,
      };
      const done = translate(ctx.language, 'global_account.status.done');
      if (row.type === HISTORY_TYPE.topUp && row.document_id !== null) {
        const topUp = await repository.topUp(merchantId, row.document_id);
        if (topUp) {
          const view = topUpView(topUp, timeZone, ctx.language);
          return {
            item: {
              ...base,
              status_name: view.status_name,
              fee: view.fee,
              is_cash: view.is_cash,
              frozen_until: view.frozen_until,
            },
          };
        }
      }
      if (row.type === HISTORY_TYPE.withdraw && row.document_id !== null) {
        const withdrawal = await repository.withdrawal(merchantId, row.document_id);
        if (withdrawal) {
          const view = withdrawalView(withdrawal, timeZone, ctx.language);
          return { item: { ...base, status_name: view.status_name, bank_account: view.bank_account } };
        }
      }
      return { item: { ...base, status_name: done } };
    },

    async topUps(ctx: MerchantContext, page: { index: number; size: number }) {
      const { timeZone } = ctx.merchant;
      const [total, rows] = await Promise.all([
        repository.countTopUps(ctx.merchant.id),
        repository.topUps(ctx.merchant.id, page),
      ]);
      return { page_data: { data: rows.map((row) => topUpView(row, timeZone, ctx.language)), total_count: total } };
    },

    async createTopUp(ctx: MerchantContext, currencyId: number, amount: number) {
      const amountMinor = minorOf(amount, currencyId);
      const row = await openTopUp(deps.db, deps.ledger, {
        merchantId: ctx.merchant.id,
        currencyId,
        amountMinor,
        userId: ctx.session.userId,
      });
      return { top_up: topUpView(row, ctx.merchant.timeZone, ctx.language) };
    },

    /** The receipt is a file the caller uploaded (uploads: PDF or image, judged by content), at most 10 MB. */
    async submitReceipt(ctx: MerchantContext, topUpId: number, token: string) {
      const file = await repository.receiptFile(ctx.session.userId, token);
      if (!file) throw badRequest('global_account.receipt_unknown');
      if ((file.size_bytes ?? 0) >= RECEIPT_MAX_BYTES) throw badRequest('global_account.receipt_too_large');
      const row = await attachReceipt(deps.db, { merchantId: ctx.merchant.id, topUpId, token });
      if (row === undefined) throw notFound('global_account.top_up_unknown');
      if (row === null) throw conflict('global_account.top_up_not_open');
      return { top_up: topUpView(row, ctx.merchant.timeZone, ctx.language) };
    },

    async withdrawAccount(ctx: MerchantContext, currencyId: number) {
      if (!currencyById(currencyId)) throw badRequest('global_account.currency_invalid');
      const row = await settlementAccountInForce(deps.db, ctx.merchant.id, currencyId, now());
      const isBank = row && row.accountName !== null && row.bsb !== null && row.accountNumber !== null;
      return {
        bank_account: isBank
          ? {
              account_name: row.accountName!,
              bsb: row.bsb!,
              account_number: `****${row.accountNumber!.replace(/\s/g, '').slice(-4)}`,
            }
          : null,
        available: toMajor(await available(ctx.merchant.id, currencyId), currencyId),
      };
    },

    async sendWithdrawCode(ctx: MerchantContext, currencyId: number, amount: number) {
      const amountMinor = minorOf(amount, currencyId);
      await bankAccount(ctx.merchant.id, currencyId);
      const left = await available(ctx.merchant.id, currencyId);
      if (amountMinor > left)
        throw badRequest('global_account.over_available', {
          available: formatMinor(left, currencyId),
          currency: currencyCode(currencyId),
        });
      const account = await userCodeAccount(deps.db, ctx.session.userId);
      await deps.codes.send(
        WITHDRAW_MSG_TYPE,
        { account: accountKey(account), ...recipientOf(account) },
        ctx.language,
        codeBinding(currencyId, amountMinor),
      );
      return { sent_to: maskedAccount(account) };
    },

    async withdraw(ctx: MerchantContext, body: ParsedRequest<'GlobalAccounts/Withdraw'>) {
      const merchantId = ctx.merchant.id;
      const amountMinor = minorOf(body.amount, body.currency_id);
      const { timeZone } = ctx.merchant;
      const bank = await bankAccount(merchantId, body.currency_id);
      const account = await userCodeAccount(deps.db, ctx.session.userId);
      // A retry of a made withdrawal answers it without a second code (the first one was spent on it).
      const replay = await repository.withdrawalByRequest(merchantId, body.request_id);
      if (!replay)
        await deps.codes.verify(WITHDRAW_MSG_TYPE, accountKey(account), body.code, {
          guesser: guesserKey(ctx.session.userId),
          binding: codeBinding(body.currency_id, amountMinor),
        });
      try {
        const { withdrawal } = await withdrawFromGlobalAccount(deps.db, deps.ledger, {
          merchantId,
          currencyId: body.currency_id,
          amountMinor,
          requestId: body.request_id,
          userId: ctx.session.userId,
          bank,
        });
        if (withdrawal.currency_id !== body.currency_id || Number(withdrawal.amount_minor) !== amountMinor)
          throw conflict('global_account.request_reused');
        return { withdrawal: withdrawalView(withdrawal, timeZone, ctx.language) };
      } catch (error) {
        if (error instanceof OverAvailableError)
          throw badRequest('global_account.over_available', {
            available: formatMinor(error.availableMinor, body.currency_id),
            currency: currencyCode(body.currency_id),
          });
        throw error;
      }
    },
  };
}
export type GlobalAccountService = ReturnType<typeof createGlobalAccountService>;
