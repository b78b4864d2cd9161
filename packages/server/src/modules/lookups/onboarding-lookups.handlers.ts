import { PHONE_COUNTRY_CODES } from '@mbo/contracts/constants';
import { COUNTRIES } from '@mbo/contracts/lookups/countries';
import type { Database } from '@mbo/db/client';
import type { Handlers } from '../../http/call-context.ts';
import { createRegionsRepository } from './regions.repository.ts';

/** The lookups of onboarding (countries, regions, phone area codes): any signed-in user, merchant or not. */
export function createOnboardingLookupHandlers(
  db: Database,
): Handlers<'getCountryList' | 'getRegionListByParent' | 'getPhoneAreaCodeList'> {
  const regions = createRegionsRepository(db);
  return {
    async getCountryList(ctx) {
      return {
        countries: COUNTRIES.map((country) => ({
          id: country.id,
          name: ctx.language === 'en' ? country.en : country.zh,
          en_name: country.en,
          time_zone: country.timeZone,
          phone_code: country.phoneCode,
        })),
      };
    },
    async getRegionListByParent(_ctx, body) {
      const rows = await regions.byParent(body.parent_id);
      return { regions: rows.map((row) => ({ id: row.id, name: row.name, en_name: row.enName, level: row.level })) };
    },
    async getPhoneAreaCodeList() {
      return { codes: [...PHONE_COUNTRY_CODES] };
    },
  };
}
