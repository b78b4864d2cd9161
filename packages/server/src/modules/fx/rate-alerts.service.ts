import { RATE_ALERT_DIRECTION, RATE_ALERTS_MAX, formatRate, type RateAlert } from '@mbo/contracts/calls/fx';
import { LANGUAGES, type Language } from '@mbo/contracts/constants';
import { translate } from '@mbo/contracts/i18n';
import { currencyById } from '@mbo/contracts/lookups/currencies';
import type { Database } from '@mbo/db/client';
import type { MerchantScope } from '../../http/call-context.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { escapeMarkup } from '../../lib/markup.ts';
import { formatWireTime } from '../../lib/time.ts';
import type { Notifier } from '../../notify/notifier.ts';
import { publishMessage } from '../messages/messages.public.ts';
import { rateFromE10, rateToE10 } from './fx-math.ts';
import type { FxRepository, RateAlertRow } from './fx.repository.ts';
import type { FxRateProvider } from './rate-provider.ts';

export interface RateAlertDeps {
  db: Database;
  repository: FxRepository;
  rates: FxRateProvider;
  notifier: Notifier;
  now?: () => Date;
}

const code = (currencyId: number) => currencyById(currencyId)?.code ?? String(currencyId);
const languageOf = (stored: string): Language =>
  (LANGUAGES as readonly string[]).includes(stored) ? (stored as Language) : 'en';

/** Whether the mid rate has reached the alert's target in its direction. */
export const isReached = (alert: Pick<RateAlertRow, 'direction' | 'targetRateE10'>, midRateE10: number) =>
  alert.direction === RATE_ALERT_DIRECTION.above
    ? midRateE10 >= alert.targetRateE10
    : midRateE10 <= alert.targetRateE10;

/** The notice of a fired alert in one language (the in-product message is HTML: its words go in escaped). */
function notice(language: Language, alert: RateAlertRow, midRateE10: number) {
  const params = {
    sell: code(alert.sellCurrencyId),
    buy: code(alert.buyCurrencyId),
    target: formatRate(rateFromE10(alert.targetRateE10)),
    rate: formatRate(rateFromE10(midRateE10)),
    direction: translate(
      language,
      alert.direction === RATE_ALERT_DIRECTION.above ? 'fx.alert_above' : 'fx.alert_below',
    ),
  };
  return { title: translate(language, 'fx.alert_title', params), body: translate(language, 'fx.alert_body', params) };
}

/**
 * Rate alerts (`rateRemid`): a user's pair, target and direction; the job compares them with the provider's mid
 * rate and, when one is reached, marks it fired (once: a conditional update), writes the product message in the
 * same transaction and sends the e-mail after the commit (a failing mail provider cannot undo the message).
 */
export function createRateAlerts(deps: RateAlertDeps) {
  const { db, repository, rates, notifier } = deps;
  const now = deps.now ?? (() => new Date());

  async function view(row: RateAlertRow, timeZone: string): Promise<RateAlert> {
    const current = await rates.midRateE10(row.sellCurrencyId, row.buyCurrencyId, now());
    return {
      id: row.id,
      sell_currency_id: row.sellCurrencyId,
      buy_currency_id: row.buyCurrencyId,
      target_rate: rateFromE10(row.targetRateE10),
      direction: row.direction,
      status: row.status,
      current_rate: current === null ? null : rateFromE10(current),
      fired_at: row.firedAt ? formatWireTime(row.firedAt, timeZone) : null,
      fired_rate: row.firedRateE10 === null ? null : rateFromE10(row.firedRateE10),
      created_at: formatWireTime(row.createdAt, timeZone),
    };
  }

  return {
    async list(merchant: MerchantScope, userId: number): Promise<RateAlert[]> {
      const rows = await repository.alerts.list(merchant.id, userId);
      return Promise.all(rows.map((row) => view(row, merchant.timeZone)));
    },

    async add(
      merchant: MerchantScope,
      userId: number,
      body: { sell_currency_id: number; buy_currency_id: number; target_rate: number | string; direction: 1 | 2 },
    ): Promise<RateAlert> {
      if (body.sell_currency_id === body.buy_currency_id) throw badRequest('fx.same_currency');
      const targetRateE10 = rateToE10(body.target_rate);
      if (targetRateE10 === null) throw badRequest('fx.target_rate_invalid');
      if ((await repository.alerts.count(merchant.id, userId)) >= RATE_ALERTS_MAX)
        throw badRequest('fx.alerts_too_many', { max: RATE_ALERTS_MAX });
      const row = await repository.alerts.insert({
        merchantId: merchant.id,
        userId,
        sellCurrencyId: body.sell_currency_id,
        buyCurrencyId: body.buy_currency_id,
        targetRateE10,
        direction: body.direction,
      });
      return view(row, merchant.timeZone);
    },

    async remove(merchantId: number, userId: number, id: number): Promise<void> {
      if (!(await repository.alerts.delete(merchantId, userId, id))) throw notFound('fx.alert_not_found');
    },

    /** The job's run: fires every watching alert whose target the rate reached; answers how many fired. */
    async check(): Promise<{ watching: number; fired: number }> {
      const watching = await repository.alerts.watching();
      const at = now();
      let fired = 0;
      for (const alert of watching) {
        const mid = await rates.midRateE10(alert.sellCurrencyId, alert.buyCurrencyId, at);
        if (mid === null || !isReached(alert, mid)) continue;
        const texts = { en: notice('en', alert, mid), zh_CN: notice('zh_CN', alert, mid) };
        const isFired = await db.transaction(async (tx) => {
          if (!(await repository.alerts.fire(tx, alert.id, mid))) return false;
          await publishMessage(
            tx,
            { kind: 'user', userId: alert.userId },
            {
              title: { en: texts.en.title, zh_CN: texts.zh_CN.title },
              content: { en: escapeMarkup(texts.en.body), zh_CN: escapeMarkup(texts.zh_CN.body) },
            },
          );
          return true;
        });
        if (!isFired) continue;
        fired += 1;
        if (alert.email) {
          const mine = texts[languageOf(alert.language)];
          // The message in the product stands; a mail provider failing is retried by nobody (the alert fired once).
          await notifier
            .send({ channel: 'email', recipient: alert.email.toLowerCase(), subject: mine.title, body: mine.body })
            .catch(() => undefined);
        }
      }
      return { watching: watching.length, fired };
    },
  };
}
export type RateAlerts = ReturnType<typeof createRateAlerts>;
