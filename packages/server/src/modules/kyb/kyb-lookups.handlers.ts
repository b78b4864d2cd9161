import { and, asc, eq } from 'drizzle-orm';
import { COMPANY_TYPE_IDS, POSITION_TYPES } from '@mbo/contracts/kyb/application-choices';
import { translate } from '@mbo/contracts/i18n';
import type { Database } from '@mbo/db/client';
import { industries } from '@mbo/db/schema';
import type { Handlers } from '../../http/call-context.ts';

const industryColumns = {
  id: industries.id,
  name: industries.name,
  en_name: industries.enName,
  level: industries.level,
};

/** The application's reference lists, readable by any signed-in user (industries are reference data). */
export function createKybLookupHandlers(
  db: Database,
): Handlers<
  'getIndustryListByLevel' | 'getIndustryListByParent' | 'getIndustry' | 'arrayCompanyType' | 'arrayCompanyRole'
> {
  return {
    async getIndustryListByLevel(_ctx, body) {
      const rows = await db
        .select(industryColumns)
        .from(industries)
        .where(eq(industries.level, body.level))
        .orderBy(asc(industries.id));
      return { industrys: rows };
    },
    async getIndustryListByParent(_ctx, body) {
      const rows = await db
        .select(industryColumns)
        .from(industries)
        .where(and(eq(industries.parentId, body.parent_id), eq(industries.level, 2)))
        .orderBy(asc(industries.id));
      return { industrys: rows };
    },
    async getIndustry(_ctx, body) {
      const [row] = await db
        .select({ name: industries.name, en_name: industries.enName })
        .from(industries)
        .where(eq(industries.id, body.industry_id));
      return { industry: row ?? null };
    },
    async arrayCompanyType(ctx) {
      return {
        datas: COMPANY_TYPE_IDS.map((id) => ({ id, value: translate(ctx.language, `kyb.company_type_${id}`) })),
      };
    },
    async arrayCompanyRole(ctx) {
      return { datas: POSITION_TYPES.map((id) => ({ id, value: translate(ctx.language, `kyb.position_${id}`) })) };
    },
  };
}
