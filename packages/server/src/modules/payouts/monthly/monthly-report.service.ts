import { sql } from 'drizzle-orm';
import type { ParsedRequest } from '@mbo/contracts/calls/index';
import type { Language } from '@mbo/contracts/constants';
import { translate } from '@mbo/contracts/i18n';
import { PAYMENT_CHANNELS } from '@mbo/contracts/lookups/channels';
import { CURRENCY_ID } from '@mbo/contracts/lookups/currencies';
import type { Database } from '@mbo/db/client';
import type { MerchantMembership } from '../../../http/call-context.ts';
import { badRequest, notFound } from '../../../lib/app-error.ts';
import { formatWireTime, localDateHour } from '../../../lib/time.ts';
import type { ExportFiles, ExportOwner } from '../../exports/exports.public.ts';
import { storeScope } from '../../store-scope.ts';
import { addDays } from '@mbo/contracts/date-filter';
import type { StatementDataRepository } from './statement-data.repository.ts';
import { writeStatementPdf } from './statement-pdf.ts';

const pad = (value: number) => String(value).padStart(2, '0');

/** "March 2026" / "2026年3月". */
function monthLabel(year: number, month: number, language: Language): string {
  return new Intl.DateTimeFormat(language === 'zh_CN' ? 'zh-CN' : 'en-AU', {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 1)));
}

/**
 * The monthly statement (export_monthly_report): a month that has ended in the merchant's time zone, in AUD or
 * USD, as a PDF in the caller's language. A cashier's statement covers their store and leaves out the
 * merchant-wide settlements.
 */
export function createMonthlyReportService(deps: {
  db: Database;
  data: StatementDataRepository;
  exportFiles: ExportFiles;
}) {
  async function storeNames(merchantId: number, storeIds: number[]): Promise<string[]> {
    if (storeIds.length === 0) return [];
    const { rows } = await deps.db.execute<{ name: string }>(
      sql`select name from stores where merchant_id = ${merchantId} and id = any(${sql.param(storeIds)}::int[]) order by name`,
    );
    return rows.map((row) => row.name);
  }

  return {
    async export(
      membership: MerchantMembership,
      owner: ExportOwner,
      body: ParsedRequest<'export_monthly_report'>,
      language: Language,
    ) {
      const merchant = await deps.data.merchant(membership.id);
      if (!merchant) throw notFound();
      const today = localDateHour(new Date(), merchant.timeZone).date;
      const first = `${body.year}-${pad(body.month)}-01`;
      if (first > `${today.slice(0, 7)}-01` || first === `${today.slice(0, 7)}-01`)
        throw badRequest('payouts.month_not_closed');
      const last = addDays(
        `${body.month === 12 ? body.year + 1 : body.year}-${pad(body.month === 12 ? 1 : body.month + 1)}-01`,
        -1,
      );
      const currencyId = CURRENCY_ID[body.currency];
      const scope = storeScope(membership);
      const query = { merchantId: membership.id, currencyId, from: first, to: last, storeIds: scope };
      const [totals, byChannel, days, settlements, stores] = await Promise.all([
        deps.data.totals(query),
        deps.data.byChannel(query),
        deps.data.byDay(query),
        scope === null ? deps.data.settlements(query) : Promise.resolve(null),
        scope === null ? Promise.resolve(null) : storeNames(membership.id, scope),
      ]);
      const t = (key: string, params?: Record<string, string | number>) => translate(language, key, params);
      const channels = byChannel.map((row) => {
        const channel = PAYMENT_CHANNELS.find((item) => item.id === row.channelId);
        return { ...row, name: channel ? (language === 'zh_CN' ? channel.zh : channel.en) : String(row.channelId) };
      });
      const fileName = `statement-${merchant.number}-${body.year}-${pad(body.month)}-${body.currency}.pdf`.replace(
        /[^\w.-]/g,
        '_',
      );
      const file = deps.exportFiles.create(fileName, owner);
      await writeStatementPdf(
        {
          merchant,
          stores,
          currencyId,
          currencyCode: body.currency,
          monthLabel: monthLabel(body.year, body.month, language),
          generatedAt: formatWireTime(new Date(), merchant.timeZone),
          totals,
          channels,
          days,
          settlements,
          t,
        },
        file.stream,
      );
      return { filepath: file.url, file_name: fileName };
    },
  };
}
export type MonthlyReportService = ReturnType<typeof createMonthlyReportService>;
