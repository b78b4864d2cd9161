import { count, eq } from 'drizzle-orm';
import { AGREEMENT_CATEGORY_ID, VERIFY_STATUS } from '@mbo/contracts/constants';
import type { Database } from '../client.ts';
import {
  agreementAcks,
  agreements,
  employeeRoles,
  employees,
  merchantChannelRates,
  merchantCurrencies,
  merchants,
  messages,
  persons,
  storeCardpayRates,
  storeChannelRates,
  stores,
  users,
} from '../schema.ts';
import { merchantApplications } from '../schema-kyb.ts';
import { settlementAccounts } from '../schema-settlement.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoAccount, type DemoAccount } from './demo-accounts.ts';
import { DEMO_AGREEMENT_EN, DEMO_AGREEMENT_ZH, DEMO_OWNER_MESSAGES } from './demo-content.ts';
import { DEMO_APPLICATION } from './demo-application.ts';
import { DEMO_MEMBERSHIPS, DEMO_MERCHANTS, type DemoMerchant } from './demo-merchants.ts';
import { insertDemoLoans } from './demo-loans.ts';
import { insertDemoRecipients } from './demo-recipients.ts';
import { insertDemoResellers } from './demo-resellers.ts';
import { DEMO_STAFF, insertDemoStaff, type SealNewAuthenticator } from './demo-staff.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Accounts whose personal (identity) verification has passed: every one but `new` and `rejected`. */
const VERIFIED_PERSONS: readonly DemoAccount['key'][] = [
  'owner',
  'finance',
  'cashier',
  'admin',
  'exchange',
  'pending',
  'verified',
];

/** Inserts one demo merchant with its stores, currencies, bank accounts and rates; returns its id and store ids. */
async function insertMerchant(tx: Transaction, demo: DemoMerchant): Promise<{ id: number; storeIds: number[] }> {
  const [merchant] = await tx.insert(merchants).values(demo.merchant).returning({ id: merchants.id });
  const merchantId = merchant!.id;
  // One insert per store keeps the ids in the listed order (the first store is the cashier's).
  const storeIds: number[] = [];
  for (const { fixedRates = [], cardRates = [], ...store } of demo.stores) {
    const [row] = await tx
      .insert(stores)
      .values({ ...store, merchantId })
      .returning({ id: stores.id });
    const storeId = row!.id;
    storeIds.push(storeId);
    // Offline, b2b and b2b2c copy the online rate, as the fee form's save does.
    if (fixedRates.length) {
      await tx.insert(storeChannelRates).values(
        fixedRates.map(({ paymentChannelId, onlineRatePpm }) => ({
          merchantId,
          storeId,
          paymentChannelId,
          onlineRatePpm,
          offlineRatePpm: onlineRatePpm,
          b2bRatePpm: onlineRatePpm,
          b2b2cRatePpm: onlineRatePpm,
        })),
      );
    }
    if (cardRates.length)
      await tx.insert(storeCardpayRates).values(cardRates.map((rate) => ({ ...rate, merchantId, storeId })));
  }
  await tx.insert(merchantCurrencies).values(demo.currencyIds.map((currencyId) => ({ merchantId, currencyId })));
  if (demo.bankAccounts.length)
    await tx.insert(settlementAccounts).values(demo.bankAccounts.map((account) => ({ ...account, merchantId })));
  if (demo.rates.length)
    await tx.insert(merchantChannelRates).values(demo.rates.map((rate) => ({ ...rate, merchantId })));
  return { id: merchantId, storeIds };
}

/**
 * Seeds the demo data of the README on an empty database (no users yet); returns whether it did.
 * Deterministic: the same rows, in the same order, every time.
 */
export async function seedDemoIfEmpty(
  db: Database,
  hashPassword: (password: string) => Promise<string>,
  sealNewAuthenticator?: SealNewAuthenticator,
): Promise<boolean> {
  const [row] = await db.select({ count: count() }).from(users);
  if ((row?.count ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction(async (tx) => {
    const userIds = new Map<DemoAccount['key'], number>();
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await tx
        .insert(users)
        .values({ name: account.name, email: account.email, countryCode: '+61', phone: account.phone, passwordHash })
        .returning({ id: users.id });
      userIds.set(account.key, user!.id);
    }
    const userId = (key: DemoAccount['key']) => userIds.get(key)!;
    await tx.insert(persons).values(
      DEMO_ACCOUNTS.filter((account) => VERIFIED_PERSONS.includes(account.key)).map((account) => ({
        userId: userId(account.key),
        legalName: account.name,
        verifyStatus: VERIFY_STATUS.passed,
      })),
    );
    // A rejection with its reason in both languages, so the rejection modal and "Update now" can be walked.
    await tx.insert(persons).values({
      userId: userId('rejected'),
      legalName: demoAccount('rejected').name,
      verifyStatus: VERIFY_STATUS.rejected,
      objection: '证件照片模糊，无法辨认',
      enObjection: 'the ID photo is blurred and cannot be read',
    });

    const merchantsByKey = new Map<DemoMerchant['key'], { id: number; storeIds: number[] }>();
    for (const demo of DEMO_MERCHANTS) merchantsByKey.set(demo.key, await insertMerchant(tx, demo));
    await insertDemoLoans(tx, merchantsByKey.get('harbour')!.id);
    // The product user Harbour pays is its owner's other business (Golden Wattle Trading): paid free, in seconds.
    const payee = demoAccount('owner');
    await insertDemoRecipients(tx, merchantsByKey.get('harbour')!.id, { ...payee, id: userId('owner') });

    for (const membership of DEMO_MEMBERSHIPS) {
      const merchant = merchantsByKey.get(membership.merchant)!;
      const user = userId(membership.account);
      const branchId = 'isTiedToFirstStore' in membership ? merchant.storeIds[0]! : null;
      await tx.insert(employees).values({ merchantId: merchant.id, userId: user, branchId });
      await tx
        .insert(employeeRoles)
        .values(membership.roles.map((roleType) => ({ merchantId: merchant.id, userId: user, roleType })));
    }

    // The application record is the truth of Blue Gum Cafe's state; its unverified merchant is the one approval verifies.
    await tx.insert(merchantApplications).values({
      ...DEMO_APPLICATION,
      ownerUserId: userId('pending'),
      merchantId: merchantsByKey.get('blueGum')!.id,
    });

    const [agreement] = await tx
      .insert(agreements)
      .values({ categoryId: AGREEMENT_CATEGORY_ID, contentEn: DEMO_AGREEMENT_EN, contentZh: DEMO_AGREEMENT_ZH })
      .returning({ id: agreements.id });
    // Golden Wattle has acknowledged the update; Harbour Noodle House has not, so its owner sees the modal.
    await tx
      .insert(agreementAcks)
      .values({ merchantId: merchantsByKey.get('wattle')!.id, agreementId: agreement!.id, userId: userId('owner') });

    await tx.insert(messages).values(DEMO_OWNER_MESSAGES.map((message) => ({ ...message, userId: userId('owner') })));
    await insertDemoStaff(tx, passwordHash, sealNewAuthenticator);
    const ops = DEMO_STAFF.find((staff) => staff.role === 'ops_admin')!;
    const [opsUser] = await tx.select({ id: users.id }).from(users).where(eq(users.email, ops.email));
    await insertDemoResellers(tx, passwordHash, opsUser!.id, {
      reseller: merchantsByKey.get('wattle')!.id,
      subReseller: merchantsByKey.get('harbour')!.id,
    });
  });
  return true;
}
