import { CREDIT_STATUSES } from '@mbo/contracts/lookups/credit-statuses';
import type { Handlers } from '../../http/call-context.ts';
import { exportOwner } from '../exports/exports.public.ts';
import type { CreditService } from './credit.service.ts';

const pageOf = (body: { page_index: number; page_size: number; sort_type: 1 | 2 }) => ({
  index: body.page_index,
  size: body.page_size,
  newestFirst: body.sort_type === 2,
});

/** Business loans: the merchant's loan applications and loans, read only (the console records them). */
export function createCreditHandlers(
  credit: CreditService,
): Handlers<
  | 'businessloan/GetCreditTypeList'
  | 'businessloan/GetMerchantBusinessLoanApplyPage'
  | 'businessloan/GetBusinessLoanPage'
  | 'businessloan/ExportMerchantBusinessLoanApply'
  | 'businessloan/ExportBusinessLoan'
> {
  return {
    async 'businessloan/GetCreditTypeList'(ctx) {
      return {
        data: CREDIT_STATUSES.map((status) => ({
          id: status.id,
          name: ctx.language === 'zh_CN' ? status.zh : status.en,
          en_name: status.en,
        })),
      };
    },
    async 'businessloan/GetMerchantBusinessLoanApplyPage'(ctx, body) {
      return credit.applications.page(body, pageOf(body), ctx.language);
    },
    async 'businessloan/GetBusinessLoanPage'(ctx, body) {
      return credit.loans.page(body, pageOf(body), ctx.language);
    },
    async 'businessloan/ExportMerchantBusinessLoanApply'(ctx, body) {
      return credit.applications.export(body, exportOwner(ctx), ctx.language);
    },
    async 'businessloan/ExportBusinessLoan'(ctx, body) {
      return credit.loans.export(body, exportOwner(ctx), ctx.language);
    },
  };
}
