/**
 * The reseller's parts of an application a reseller's member added (issue 15, the add-merchant form), for the
 * console's merchant-application queue: who added it and for whom, the merchant admin, the share list with each
 * person's ID and the legal person's selfie, the power of attorney, and the merchant's rates against the floors of
 * the reseller it joins. Labels are catalogue keys; the rates are worded in both languages for the reviewer's.
 */
import { sql } from 'drizzle-orm';
import type { Language } from '@mbo/contracts/constants';
import { idHasBack, peopleNeedingIds, type ResellerApplication } from '@mbo/contracts/resellers/add-merchant-schema';
import { channelLabel, periodLabel, ratePercentText, ratePpmOf } from '@mbo/contracts/resellers/rate-rules';
import { minorToString } from '@mbo/contracts/money';
import type { Database } from '@mbo/db/client';
import type { QueueItemDetail } from '../console/console.public.ts';
import { baseRatesOf } from '../resellers/resellers.public.ts';
import type { ApplicationRow } from './kyb.repository.ts';

const AUD_ID = 1;
const key = (name: string) => `resellers_onboarding.${name}`;

type Reader = Pick<Database, 'select' | 'execute'>;

async function resellerLabel(db: Reader, id: number): Promise<string> {
  const { rows } = await db.execute<{ name: string; code: string }>(
    sql`select name, code from resellers where id = ${id}`,
  );
  return rows[0] ? `${rows[0].name} (${rows[0].code})` : String(id);
}

function rateText(rate: ResellerApplication['rates'][number], floor: ResellerApplication['rates'][number] | undefined) {
  const percent = ratePercentText(ratePpmOf(rate.rate) ?? 0);
  const fee = rate.flat_fee > 0 ? ` + AUD ${minorToString(rate.flat_fee, AUD_ID)}` : '';
  const floorPercent = floor ? ratePercentText(ratePpmOf(floor.rate) ?? 0) : null;
  const names = (language: Language, floorWord: string, none: string, [colon, open, close]: string[]) =>
    `${channelLabel(rate.payment_channel_id, language)} ${periodLabel(rate.disburse_period_days)}${colon}` +
    `${percent}%${fee}${open}${floorPercent === null ? none : `${floorWord} ${floorPercent}%`}${close}`;
  return {
    en: names('en', 'floor', 'no floor', [': ', ' (', ')']),
    zh_CN: names('zh_CN', '底价', '无底价', ['：', '（', '）']),
  };
}

/** The fields and files the console adds for an application added through the reseller's form. */
export async function resellerReviewParts(
  db: Reader,
  row: ApplicationRow,
  sign: (token: string) => string,
): Promise<Pick<QueueItemDetail, 'fields' | 'files'>> {
  const form = row.form as ResellerApplication;
  const fields: QueueItemDetail['fields'] = [
    { labelKey: key('field.added_by'), value: await resellerLabel(db, row.addedByResellerId!) },
    { labelKey: key('field.for'), valueKey: key(`value.for_${row.resellerId === row.addedByResellerId ? 1 : 2}`) },
    { labelKey: key('field.reseller'), value: await resellerLabel(db, row.resellerId!) },
  ];
  const admin = form.merchant_admin;
  const phone = admin.phone ? `${admin.phone_region ?? ''} ${admin.phone}`.trim() : '';
  fields.push({ labelKey: key('field.merchant_admin'), value: [phone, admin.email].filter(Boolean).join(', ') });

  const needingIds = new Set(peopleNeedingIds(form.shareholders));
  const files: QueueItemDetail['files'] = [];
  form.shareholders.forEach((person, index) => {
    fields.push({ labelKey: key('field.shareholder'), value: `${person.name}, ${person.share_percent}%` });
    fields.push({ labelKey: key('field.position'), valueKey: `kyb.position_${person.position_type}` });
    if (person.id_type !== null && needingIds.has(index))
      fields.push({ labelKey: key('field.id_type'), valueKey: key(`id_type_${person.id_type}`) });
    if (person.id_front_url)
      files.push({ labelKey: key('field.id_front'), url: sign(person.id_front_url), kind: 'document' });
    if (person.id_back_url && person.id_type !== null && idHasBack(person.id_type))
      files.push({ labelKey: key('field.id_back'), url: sign(person.id_back_url), kind: 'document' });
  });
  if (form.legal_person_selfie_url)
    files.push({ labelKey: key('field.selfie'), url: sign(form.legal_person_selfie_url), kind: 'image' });
  if (form.power_of_attorney_url)
    files.push({ labelKey: key('field.power_of_attorney'), url: sign(form.power_of_attorney_url), kind: 'document' });

  const floors = await baseRatesOf(db, row.resellerId!);
  for (const rate of form.rates) {
    const floor = floors.find(
      (each) =>
        each.payment_channel_id === rate.payment_channel_id && each.disburse_period_days === rate.disburse_period_days,
    );
    fields.push({ labelKey: key('field.rate'), names: rateText(rate, floor) });
  }
  return { fields, files };
}
