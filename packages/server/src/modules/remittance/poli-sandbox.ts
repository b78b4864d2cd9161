/**
 * The POLi sandbox bank (issue 14 §4, payment method 2 "a bank-redirect payment service"): the page a transfer
 * order paid by POLi is redirected to (`/sandbox/poli?token=<order.poli_token>`, the URL PayOrder answers), served
 * by our own server as a real bank's page would be by the bank. It shows whom the merchant pays, how much, in which
 * currency, and offers Pay and Cancel: Pay applies the order flow's `payment_confirmed` (the money posted and sent
 * on), Cancel `payment_refused` (the order unpaid again); then the browser goes back to the product —
 * `/paymentSuccessful?id=` once paid, `/payment?id=` otherwise.
 *
 * It exists only where SANDBOX_CHANNELS is on (like the pay page's sandbox wallet step): elsewhere both routes are
 * not found. A plain HTML page and form (no script: the content security policy allows none inline), in English or
 * Chinese (`?lang=zh_CN`, else the browser's Accept-Language). The order's core locks the row for the decision, so
 * a double click or a replayed form confirms once; a token acts only while its order is paying by POLi (Cancel
 * clears it; a new POLi payment gets a new token from PayOrder).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { type Language } from '@mbo/contracts/constants';
import { languageFromHeader, translate } from '@mbo/contracts/i18n';
import { formatMoney } from '@mbo/contracts/money';
import { REMITTANCE_STATUS, SEND_PAYMENT_METHOD } from '@mbo/contracts/remittance/order-flow';
import type { Database } from '@mbo/db/client';
import { AppError } from '../../lib/app-error.ts';
import { apiNotFound } from '../../plugins/errors.ts';
import { escapeMarkup } from '../../lib/markup.ts';
import type { OrderPayments, PaymentOrderRow } from './remittance-payments.ts';

export const POLI_SANDBOX_PATH = '/sandbox/poli';
/** What the bank page offers. */
export const POLI_ACTIONS = ['pay', 'cancel'] as const;
type PoliAction = (typeof POLI_ACTIONS)[number];

const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

interface PoliRow extends PaymentOrderRow {
  merchant_name: string;
}

/** `lang` as the product writes it (zh_CN, zh-CN), else the browser's language. */
function languageOf(request: FastifyRequest, given: unknown): Language {
  if (typeof given === 'string' && given.trim() !== '') return languageFromHeader(given.replace('_', '-'));
  return languageFromHeader(request.headers['accept-language']);
}

/** Where the product shows the order after the bank: paid, or still to be paid. */
export const returnPath = (row: Pick<PaymentOrderRow, 'id' | 'status'>): string =>
  row.status === REMITTANCE_STATUS.processing || row.status === REMITTANCE_STATUS.completed
    ? `/paymentSuccessful?id=${row.id}`
    : `/payment?id=${row.id}`;

function page(language: Language, title: string, body: string): string {
  const lang = language === 'zh_CN' ? 'zh-CN' : 'en';
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeMarkup(title)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI","PingFang SC","Microsoft YaHei",sans-serif;background:#eef3f8;color:#1d2733}
main{max-width:420px;margin:48px auto;background:#fff;border-radius:12px;padding:28px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 6px;color:#0b5cab}.hint{color:#5b6673;font-size:13px;margin:0 0 20px}
.label{color:#5b6673;font-size:13px;margin:0}.merchant{font-size:18px;margin:4px 0 12px}
.amount{font-size:28px;font-weight:600;margin:0 0 4px}.order{color:#5b6673;font-size:13px;margin:0 0 24px}
.actions{display:flex;gap:12px}button,a.button{flex:1;font-size:16px;padding:12px;border-radius:8px;border:1px solid #0b5cab;cursor:pointer;text-align:center;text-decoration:none}
button[value=pay]{background:#0b5cab;color:#fff}button[value=cancel],a.button{background:#fff;color:#0b5cab}
</style></head><body><main>${body}</main></body></html>`;
}

export function registerPoliSandbox(
  app: FastifyInstance,
  deps: { db: Database; payments: OrderPayments; isSandbox: boolean },
): void {
  const { db, payments } = deps;

  async function orderOf(token: string): Promise<PoliRow | undefined> {
    const { rows } = await db.execute<PoliRow>(sql`
      select o.*, m.name as merchant_name from transfer_orders o join merchants m on m.id = o.merchant_id
      where o.poli_token = ${token} and o.payment_method = ${SEND_PAYMENT_METHOD.poli}`);
    return rows[0];
  }

  function notFoundPage(reply: FastifyReply, language: Language) {
    const t = (key: string) => translate(language, key);
    return reply
      .code(404)
      .type('text/html; charset=utf-8')
      .send(
        page(
          language,
          t('remittance_receipt.poli.title'),
          `<h1>${escapeMarkup(t('remittance_receipt.poli.title'))}</h1><p role="alert">${escapeMarkup(
            t('remittance_receipt.poli_not_found'),
          )}</p>`,
        ),
      );
  }

  /**
   * Applies the choice to a paying order through the order's core, whose transaction locks the row: of a double
   * click or a replayed form, one moves the order and the others find it moved (or no longer paying). Answers the
   * order as it stands after.
   */
  async function decide(token: string, action: PoliAction): Promise<PaymentOrderRow | undefined> {
    const row = await orderOf(token);
    if (!row || row.status !== REMITTANCE_STATUS.paying) return row;
    try {
      const decision = action === 'pay' ? await payments.confirm(row.id) : await payments.refuse(row.id);
      return { ...row, status: decision.status };
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
      const { rows } = await db.execute<PaymentOrderRow>(sql`select * from transfer_orders where id = ${row.id}`);
      return rows[0];
    }
  }

  // Form bodies are parsed on these routes only (their own encapsulated scope).
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.get(POLI_SANDBOX_PATH, async (request, reply) => {
      if (!deps.isSandbox) return apiNotFound(request, reply);
      const query = request.query as Record<string, unknown>;
      const language = languageOf(request, query.lang);
      const token = typeof query.token === 'string' ? query.token : '';
      const row = TOKEN.test(token) ? await orderOf(token) : undefined;
      if (!row) return notFoundPage(reply, language);
      const t = (key: string, params?: Record<string, string>) => escapeMarkup(translate(language, key, params));
      const total = formatMoney(Number(row.send_minor) + Number(row.fee_minor), row.send_currency_id);
      const head = `<h1>${t('remittance_receipt.poli.title')}</h1><p class="hint">${t('remittance_receipt.poli.hint')}</p>
<p class="label">${t('remittance_receipt.poli.pay_to')}</p><p class="merchant">${escapeMarkup(row.merchant_name)}</p>
<p class="amount" data-testid="poli-amount">${escapeMarkup(total)}</p>
<p class="order">${t('remittance_receipt.poli.order', { number: row.number })}</p>`;
      const actions =
        row.status === REMITTANCE_STATUS.paying
          ? `<form method="post" action="${POLI_SANDBOX_PATH}" class="actions">
<input type="hidden" name="token" value="${escapeMarkup(token)}"><input type="hidden" name="lang" value="${language}">
<button type="submit" name="action" value="pay">${t('remittance_receipt.poli.pay')}</button>
<button type="submit" name="action" value="cancel">${t('remittance_receipt.poli.cancel')}</button></form>`
          : `<p role="status">${t('remittance_receipt.poli.decided')}</p>
<div class="actions"><a class="button" href="${escapeMarkup(returnPath(row))}">${t('remittance_receipt.poli.back')}</a></div>`;
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(page(language, translate(language, 'remittance_receipt.poli.title'), head + actions));
    });

    scope.post(POLI_SANDBOX_PATH, async (request, reply) => {
      if (!deps.isSandbox) return apiNotFound(request, reply);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const language = languageOf(request, body.lang);
      const token = typeof body.token === 'string' ? body.token : '';
      const action = POLI_ACTIONS.find((item) => item === body.action);
      if (!action || !TOKEN.test(token)) return notFoundPage(reply, language);
      const row = await decide(token, action);
      if (!row) return notFoundPage(reply, language);
      return reply.code(303).header('cache-control', 'no-store').redirect(returnPath(row), 303);
    });
  });
}
