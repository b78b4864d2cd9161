import { sql } from 'drizzle-orm';
import { RESELLER_TIME_ZONE } from '@mbo/contracts/calls/resellers-portfolio';
import type { Database } from '@mbo/db/client';
import type { Handlers } from '../../http/call-context.ts';
import { formatWireTime } from '../../lib/time.ts';
import { resellerExportOwner, type ExportFiles } from '../exports/exports.public.ts';
import { marginStatement } from './margin-statement.ts';
import { writeStatementPdf, writeStatementXlsx } from './margin-statement-files.ts';
import { portfolioPage } from './portfolio.ts';

/** The reseller's portfolio and its monthly margin statement (on screen, or as an XLSX or PDF download). */
export function createResellerPortfolioHandlers(
  db: Database,
  exportFiles: ExportFiles,
): Handlers<'reseller/portfolio' | 'reseller/margin_statement'> {
  return {
    async 'reseller/portfolio'(ctx, body) {
      return portfolioPage(db, ctx.reseller, {
        pageIndex: body.page_index,
        pageSize: body.page_size,
        status: body.status,
        resellerId: body.reseller_id,
        keyword: body.keyword || undefined,
      });
    },
    async 'reseller/margin_statement'(ctx, body) {
      const statement = await marginStatement(db, ctx.reseller, body.month);
      if (body.format === 'json') return { ...statement, url: null, file_name: null };
      const { rows } = await db.execute<{ name: string; code: string }>(
        sql`select name, code from resellers where id = ${ctx.reseller.id}`,
      );
      const reseller = rows[0]!;
      const fileName = `margin-statement-${reseller.code}-${body.month}.${body.format}`;
      const file = exportFiles.create(fileName, resellerExportOwner(ctx));
      const content = {
        statement,
        resellerName: reseller.name,
        generatedAt: formatWireTime(new Date(), RESELLER_TIME_ZONE),
        language: ctx.language,
      };
      await (body.format === 'xlsx'
        ? writeStatementXlsx(content, file.stream)
        : writeStatementPdf(content, file.stream));
      return { ...statement, url: file.url, file_name: fileName };
    },
  };
}
