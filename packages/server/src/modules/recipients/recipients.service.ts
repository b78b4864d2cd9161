import type { Language } from '@mbo/contracts/constants';
import { RECIPIENT_MSG_TYPE, type Recipient, type RecipientInput } from '@mbo/contracts/calls/recipients';
import type { BANK_FIELDS } from '@mbo/contracts/remittance/recipient-layout';
import { RECIPIENT_CURRENCY, RECIPIENT_KIND } from '@mbo/contracts/remittance/recipient-layout';
import type { MerchantContext } from '../../http/call-context.ts';
import type { AuditRepository } from '../audit/audit.public.ts';
import type { Database } from '@mbo/db/client';
import { badRequest, conflict, notFound, unavailable } from '../../lib/app-error.ts';
import {
  accountKey,
  codeAccountOf,
  type CodesService,
  guesserKey,
  maskedAccount,
  recipientOf,
  userCodeAccount,
} from '../auth/auth.public.ts';
import {
  type BankVerificationAdapter,
  BankVerificationUnavailableError,
} from './bank-verification/bank-verification-adapter.ts';
import { maskedName } from '@mbo/contracts/contact-mask';
import { displayName, recipientView } from './recipient-view.ts';
import type { NewRecipient, RecipientFilter, RecipientRow, RecipientsRepository } from './recipients.repository.ts';

export interface RecipientsServiceDeps {
  db: Database;
  recipients: RecipientsRepository;
  codes: CodesService;
  /** The security log: adding a recipient, changing where one is paid, deleting one. */
  audit: Pick<AuditRepository, 'record'>;
  /** null: this deployment has no bank verification (no sandbox, no provider), so no bank-account recipients. */
  bankVerification: BankVerificationAdapter | null;
}

/** A code approves adding a recipient to this merchant, or changing this recipient's bank details: nothing else. */
const bindingOf = (merchantId: number, recipientId?: number) => `recipient:${merchantId}:${recipientId ?? 'new'}`;

/** The row's columns from a checked input (its kind's and network's fields only; the rest cleared). */
function columnsOf(input: RecipientInput) {
  const f = input.fields;
  const or = (value: string | undefined) => value ?? null;
  return {
    type: input.type,
    paymentNetwork: input.payment_network,
    firstName: or(f.first_name),
    middleName: or(f.middle_name),
    lastName: or(f.last_name),
    companyName: or(f.company_name),
    country: or(f.country),
    province: or(f.province),
    city: or(f.city),
    street: or(f.street),
    postCode: or(f.post_code),
    mail: or(f.mail),
    bankName: or(f.bank_name),
    branchProvince: or(f.branch_province),
    branchCity: or(f.branch_city),
    bsb: or(f.bsb),
    bic: or(f.bic),
    accountNumber: or(f.account_number),
    comment: or(f.comment),
  };
}
type Columns = ReturnType<typeof columnsOf>;

const COLUMN_OF_BANK_FIELD = {
  bank_name: 'bankName',
  branch_province: 'branchProvince',
  branch_city: 'branchCity',
  bsb: 'bsb',
  bic: 'bic',
  account_number: 'accountNumber',
} as const satisfies Partial<Record<(typeof BANK_FIELDS)[number], keyof Columns>>;

/** Whether the change moves where the money goes: another network, bank, branch, BSB, BIC or account. */
function isBankChange(row: RecipientRow, next: Columns): boolean {
  if (row.paymentNetwork !== next.paymentNetwork) return true;
  return Object.values(COLUMN_OF_BANK_FIELD).some((column) => (row[column] ?? null) !== next[column]);
}

/**
 * The recipients' rules (issue 14 §3): list and detail scoped by merchant; adding (and changing bank details)
 * needs the signed-in user's code, then a bank account's verification by the bank; deleting is soft.
 */
export function createRecipientsService(deps: RecipientsServiceDeps) {
  const { recipients, codes } = deps;

  async function spendCode(ctx: MerchantContext, code: string, recipientId?: number) {
    await codes.verify(RECIPIENT_MSG_TYPE, accountKey(await userCodeAccount(deps.db, ctx.session.userId)), code, {
      guesser: guesserKey(ctx.session.userId),
      binding: bindingOf(ctx.merchant.id, recipientId),
    });
  }

  async function liveRecipient(merchantId: number, id: number): Promise<RecipientRow> {
    const row = await recipients.byId(merchantId, id);
    if (!row) throw notFound();
    if (row.deletedAt) throw badRequest('recipients.deleted');
    return row;
  }

  function verifier(): BankVerificationAdapter {
    if (!deps.bankVerification) throw unavailable('recipients.bank_verification_unavailable');
    return deps.bankVerification;
  }

  /** The bank's word on the account; a refusal blocks with the spec's message (its own for CNY). */
  async function verifyBank(currencyId: number, columns: Columns, name: string) {
    try {
      const result = await verifier().verify({
        currencyId,
        network: columns.paymentNetwork!,
        holderName: name,
        accountNumber: columns.accountNumber!,
        bsb: columns.bsb,
        bic: columns.bic,
        bankName: columns.bankName,
        country: columns.country,
      });
      if (result.status === 'failed')
        throw badRequest(
          currencyId === RECIPIENT_CURRENCY.CNY
            ? 'recipients.bank_verification_failed_cny'
            : 'recipients.bank_verification_failed',
        );
      return { verificationRef: result.reference, verifiedAt: new Date() };
    } catch (error) {
      if (error instanceof BankVerificationUnavailableError)
        throw unavailable('recipients.bank_verification_unavailable');
      throw error;
    }
  }

  async function productUser(account: string) {
    const user = await recipients.findUser(account);
    const contact = user && codeAccountOf(user.email && account.includes('@') ? { ...user, phone: null } : user);
    if (!user || !contact) throw badRequest('recipients.user_not_found');
    return { id: user.id, name: maskedName(user.name), account: maskedAccount(contact) };
  }

  /** The security log's entry: who, which recipient, where they are paid (never the whole account number). */
  async function log(
    ctx: MerchantContext,
    action: 'recipient_added' | 'recipient_bank_changed' | 'recipient_deleted',
    row: RecipientRow,
  ) {
    const view = recipientView(row, ctx.language, 'UTC');
    await deps.audit.record({
      action,
      merchantId: ctx.merchant.id,
      userId: ctx.session.userId,
      ip: ctx.ip,
      detail: {
        recipient_id: row.id,
        recipient_name: row.name,
        recipient_account: `${view.currency} ${view.account_display}`,
      },
    });
  }

  function view(ctx: MerchantContext, row: RecipientRow): { data: Recipient } {
    return { data: recipientView(row, ctx.language, ctx.merchant.timeZone) };
  }

  return {
    async list(ctx: MerchantContext, filter: RecipientFilter) {
      const { rows, total } = await recipients.page(ctx.merchant.id, filter);
      return {
        page_data: {
          data: rows.map((row) => recipientView(row, ctx.language, ctx.merchant.timeZone)),
          total_count: total,
        },
      };
    },

    async detail(ctx: MerchantContext, id: number) {
      const row = await recipients.byId(ctx.merchant.id, id);
      if (!row) throw notFound();
      return view(ctx, row);
    },

    async findUser(account: string) {
      const found = await productUser(account);
      return { data: { name: found.name, account: found.account } };
    },

    async sendCode(ctx: MerchantContext, recipientId: number | undefined, language: Language) {
      if (recipientId !== undefined) await liveRecipient(ctx.merchant.id, recipientId);
      const account = await userCodeAccount(deps.db, ctx.session.userId);
      await codes.send(
        RECIPIENT_MSG_TYPE,
        { account: accountKey(account), ...recipientOf(account) },
        language,
        bindingOf(ctx.merchant.id, recipientId),
      );
      return { sent_to: maskedAccount(account) };
    },

    /**
     * Adds a recipient. Everything that can be refused without the code is refused first (an unknown user, a
     * duplicate, no bank verification here), so a code is not spent on it; then the code; then the bank's word.
     */
    async add(ctx: MerchantContext, code: string, input: RecipientInput) {
      const merchantId = ctx.merchant.id;
      const columns = columnsOf(input);
      let values: NewRecipient;
      if (input.kind === RECIPIENT_KIND.productUser) {
        const user = await productUser(input.fields.user_account ?? '');
        if (
          await recipients.duplicateOf(merchantId, {
            currencyId: input.currency_id,
            userId: user.id,
            accountNumber: null,
            bsb: null,
          })
        )
          throw conflict('recipients.duplicate');
        await spendCode(ctx, code);
        values = {
          ...columns,
          merchantId,
          kind: input.kind,
          currencyId: input.currency_id,
          userId: user.id,
          userAccount: user.account,
          name: user.name,
          createdByUserId: ctx.session.userId,
        };
      } else {
        const same = {
          currencyId: input.currency_id,
          userId: null,
          accountNumber: columns.accountNumber,
          bsb: columns.bsb,
        };
        if (await recipients.duplicateOf(merchantId, same)) throw conflict('recipients.duplicate');
        verifier();
        await spendCode(ctx, code);
        const name = displayName(input.fields);
        values = {
          ...columns,
          ...(await verifyBank(input.currency_id, columns, name)),
          merchantId,
          kind: input.kind,
          currencyId: input.currency_id,
          name,
          createdByUserId: ctx.session.userId,
        };
      }
      const row = await recipients.insert(values);
      await log(ctx, 'recipient_added', row);
      return view(ctx, row);
    },

    /**
     * Changes a recipient (never its kind or currency). A product user's recipient keeps its user (only the comment
     * changes); a bank recipient whose bank details change needs a code sent with its id and the bank's word again.
     */
    async edit(ctx: MerchantContext, id: number, code: string | undefined, input: RecipientInput) {
      const merchantId = ctx.merchant.id;
      const row = await liveRecipient(merchantId, id);
      if (row.kind !== input.kind || row.currencyId !== input.currency_id) throw badRequest('recipients.kind_fixed');
      if (row.kind === RECIPIENT_KIND.productUser) {
        const updated = await recipients.update(merchantId, id, { comment: input.fields.comment ?? null });
        if (!updated) throw notFound();
        return view(ctx, updated);
      }
      const columns = columnsOf(input);
      const name = displayName(input.fields);
      let verified = {};
      const isBankChanged = isBankChange(row, columns);
      if (isBankChanged) {
        const same = {
          currencyId: row.currencyId,
          userId: null,
          accountNumber: columns.accountNumber,
          bsb: columns.bsb,
        };
        if (await recipients.duplicateOf(merchantId, same, id)) throw conflict('recipients.duplicate');
        if (!code) throw badRequest('recipients.code_required');
        verifier();
        await spendCode(ctx, code, id);
        verified = await verifyBank(row.currencyId, columns, name);
      }
      const updated = await recipients.update(merchantId, id, { ...columns, ...verified, name });
      if (!updated) throw notFound();
      if (isBankChanged) await log(ctx, 'recipient_bank_changed', updated);
      return view(ctx, updated);
    },

    async remove(ctx: MerchantContext, id: number) {
      const row = await liveRecipient(ctx.merchant.id, id);
      if (!(await recipients.softDelete(ctx.merchant.id, id))) throw badRequest('recipients.deleted');
      await log(ctx, 'recipient_deleted', row);
      return {};
    },
  };
}
export type RecipientsService = ReturnType<typeof createRecipientsService>;
