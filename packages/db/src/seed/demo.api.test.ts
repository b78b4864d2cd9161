import { randomBytes } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { FLAT_FEE_CHANNELS } from '@mbo/contracts/lookups/channels';
import { connect, type Database } from '../client.ts';
import { ensureDatabase } from '../embedded.ts';
import * as schema from '../schema.ts';
import { merchantApplications } from '../schema-kyb.ts';
import { isValidAbn } from '@mbo/contracts/kyb/business-number';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoAccount, type DemoAccount } from './demo-accounts.ts';
import { DEMO_RESELLER_MEMBERS } from './demo-resellers.ts';
import { DEMO_STAFF } from './demo-staff.ts';
import { seedDemoIfEmpty } from './demo.ts';
import { providerStaff } from '../schema-console.ts';
import { settlementAccounts } from '../schema-settlement.ts';
import { recipients } from '../schema-remittance.ts';
import { recipientInputSchema } from '@mbo/contracts/calls/recipients';

// Provided by the API project's global setup (packages/server/test/support/global-setup.ts).
declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
  }
}

const {
  agreementAcks,
  employeeRoles,
  employees,
  merchantChannelRates,
  merchantCurrencies,
  merchants,
  persons,
  storeCardpayRates,
  storeChannelRates,
  stores,
  users,
} = schema;
/** The seed only stores the hash; a readable stand-in shows which password it was given. */
const fakeHash = async (password: string) => `hashed:${password}`;

let db: Database;
beforeAll(async () => {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await ensureDatabase(inject('pgAdminUrl'), name, inject('pgTemplate'));
  const url = new URL(inject('pgAdminUrl'));
  url.pathname = `/${name}`;
  db = connect(url.toString(), 2);
  expect(await seedDemoIfEmpty(db, fakeHash)).toBe(true);
});
afterAll(() => db.$client.end());

async function rowCounts(): Promise<Record<string, number>> {
  const tables = Object.entries(schema).filter(
    ([, value]) => typeof value === 'object' && value !== null && 'getSQL' in value,
  );
  const entries = await Promise.all(
    tables.map(async ([name, table]) => {
      const [row] = await db.select({ count: count() }).from(table as typeof users);
      return [name, row!.count] as const;
    }),
  );
  return Object.fromEntries(entries);
}

async function userId(key: DemoAccount['key']): Promise<number> {
  const user = await db.query.users.findFirst({ where: eq(users.email, demoAccount(key).email) });
  return user!.id;
}

async function merchantByName(shortName: string) {
  const merchant = await db.query.merchants.findFirst({ where: eq(merchants.shortName, shortName) });
  expect(merchant, shortName).toBeTruthy();
  return merchant!;
}

/** Memberships of a user as "short name: roles", with the store they are tied to. */
async function membershipsOf(key: DemoAccount['key']) {
  const id = await userId(key);
  const rows = await db
    .select({
      merchantId: employees.merchantId,
      merchant: merchants.shortName,
      branchId: employees.branchId,
      isDelete: employees.isDelete,
    })
    .from(employees)
    .innerJoin(merchants, eq(merchants.id, employees.merchantId))
    .where(eq(employees.userId, id))
    .orderBy(merchants.id);
  const roles = await db.select().from(employeeRoles).where(eq(employeeRoles.userId, id));
  return rows.map(({ merchantId, ...row }) => ({
    ...row,
    roles: roles
      .filter((role) => role.merchantId === merchantId && !role.isDelete)
      .map((role) => role.roleType)
      .sort(),
  }));
}

describe('the demo seed', () => {
  it('does nothing the second time', async () => {
    const before = await rowCounts();
    expect(await seedDemoIfEmpty(db, fakeHash)).toBe(false);
    expect(await rowCounts()).toEqual(before);
    expect(before.users).toBe(DEMO_ACCOUNTS.length + DEMO_STAFF.length + DEMO_RESELLER_MEMBERS.length);
  });

  it('creates every demo account with the demo password, e-mail and phone under +61', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const user = await db.query.users.findFirst({ where: eq(users.email, account.email) });
      expect(user, account.email).toMatchObject({
        name: account.name,
        countryCode: '+61',
        phone: account.phone,
        passwordHash: `hashed:${DEMO_PASSWORD}`,
      });
    }
  });

  it('gives each account the merchants and roles of the README', async () => {
    expect(await membershipsOf('owner')).toEqual([
      { merchant: 'Harbour Noodle House', roles: [1], branchId: null, isDelete: false },
      { merchant: 'Golden Wattle Trading', roles: [1], branchId: null, isDelete: false },
    ]);
    for (const [key, role] of [
      ['finance', 2],
      ['admin', 4],
      ['exchange', 5],
    ] as const) {
      expect(await membershipsOf(key)).toEqual([
        { merchant: 'Harbour Noodle House', roles: [role], branchId: null, isDelete: false },
      ]);
    }
    expect(await membershipsOf('pending')).toEqual([
      { merchant: 'Blue Gum Cafe', roles: [1], branchId: null, isDelete: false },
    ]);
    expect(await membershipsOf('new')).toEqual([]);
    expect(await membershipsOf('verified')).toEqual([]);
    expect(await membershipsOf('rejected')).toEqual([]);
  });

  it('seeds the provider reviewer and operations admin: console roles, the demo password, no merchant', async () => {
    for (const staff of DEMO_STAFF) {
      const user = await db.query.users.findFirst({ where: eq(users.email, staff.email) });
      expect(user, staff.email).toMatchObject({ name: staff.name, passwordHash: `hashed:${DEMO_PASSWORD}` });
      expect(await db.select().from(providerStaff).where(eq(providerStaff.userId, user!.id))).toEqual([
        expect.objectContaining({ role: staff.role }),
      ]);
      expect(await db.select().from(employees).where(eq(employees.userId, user!.id))).toEqual([]);
    }
    expect(DEMO_STAFF.map((staff) => staff.role).sort()).toEqual(['ops_admin', 'reviewer']);
  });

  it("keeps pending's Blue Gum Cafe application under review, tied to its unverified merchant", async () => {
    const blueGum = await merchantByName('Blue Gum Cafe');
    const applications = await db
      .select()
      .from(merchantApplications)
      .where(eq(merchantApplications.ownerUserId, await userId('pending')));
    expect(applications).toEqual([
      expect.objectContaining({
        merchantId: blueGum.id,
        businessNumber: blueGum.abn,
        isChecked: false,
        isCheckReject: false,
      }),
    ]);
    expect(blueGum).toMatchObject({ isVerify: false, applicationStatus: 'under_review' });
  });

  it("ties the cashier (role 3) to Harbour Noodle House's first store", async () => {
    const harbour = await merchantByName('Harbour Noodle House');
    const [first] = await db.select().from(stores).where(eq(stores.merchantId, harbour.id)).orderBy(stores.id).limit(1);
    expect(first!.number).toBe('S1001');
    expect(await membershipsOf('cashier')).toEqual([
      { merchant: 'Harbour Noodle House', roles: [3], branchId: first!.id, isDelete: false },
    ]);
  });

  it('passes personal verification for every account but the new one (none) and the rejected one', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const person = await db.query.persons.findFirst({ where: eq(persons.userId, await userId(account.key)) });
      if (account.key === 'new') expect(person).toBeUndefined();
      else if (account.key === 'rejected')
        expect(person).toMatchObject({
          verifyStatus: 2,
          objection: '证件照片模糊，无法辨认',
          enObjection: 'the ID photo is blurred and cannot be read',
        });
      else expect(person, account.key).toMatchObject({ verifyStatus: 1, legalName: account.name });
    }
  });

  it('makes Harbour Noodle House verified, AUD and USD, three stores, no T+0, opened for credit', async () => {
    const harbour = await merchantByName('Harbour Noodle House');
    expect(harbour).toMatchObject({
      isVerify: true,
      isFastSettle: false,
      isOpenedCredit: true,
      isDelete: false,
      timeZone: 'Australia/Sydney',
    });
    const currencies = await db.select().from(merchantCurrencies).where(eq(merchantCurrencies.merchantId, harbour.id));
    expect(currencies.map((row) => row.currencyId).sort()).toEqual([1, 2]);
    expect(await db.select().from(stores).where(eq(stores.merchantId, harbour.id))).toHaveLength(3);
  });

  it("gives Harbour Noodle House's stores pay-page settings, and the Online store (fee type 3) fixed surcharges", async () => {
    const harbour = await merchantByName('Harbour Noodle House');
    const rows = await db.select().from(stores).where(eq(stores.merchantId, harbour.id)).orderBy(stores.number);
    expect(
      rows.map((store) => [store.number, store.feeType, store.supportCurrencies, store.messageType, store.industryId]),
    ).toEqual([
      ['S1001', 1, [1], 1, 101],
      ['S1002', 2, [1, 3], 3, 101],
      ['S1003', 3, [1, 2], 2, 101],
    ]);
    expect(new Set(rows.map((store) => store.payToken)).size).toBe(3);
    for (const store of rows) expect(store.payToken).toMatch(/^[0-9a-f]{32}$/);
    const online = rows[2]!;
    const rates = await db
      .select()
      .from(storeChannelRates)
      .where(eq(storeChannelRates.storeId, online.id))
      .orderBy(storeChannelRates.paymentChannelId);
    expect(rates.map((rate) => rate.paymentChannelId)).toEqual([1, 2, 3, 5, 7, 10, 99]);
    for (const rate of rates) {
      expect(rate.onlineRatePpm).toBeGreaterThan(0);
      expect(rate.onlineRatePpm).toBeLessThanOrEqual(90_000);
      expect([rate.offlineRatePpm, rate.b2bRatePpm, rate.b2b2cRatePpm]).toEqual([
        rate.onlineRatePpm,
        rate.onlineRatePpm,
        rate.onlineRatePpm,
      ]);
    }
    const cards = await db.select().from(storeCardpayRates).where(eq(storeCardpayRates.storeId, online.id));
    const [cap] = await db
      .select()
      .from(merchantChannelRates)
      .where(and(eq(merchantChannelRates.merchantId, harbour.id), eq(merchantChannelRates.paymentChannelId, 10)));
    expect(cards).toHaveLength(2);
    for (const card of cards) expect(card.flatFeeMinor).toBeLessThanOrEqual(cap!.flatFeeMinor);
  });

  it('makes Golden Wattle Trading verified with one store, and Blue Gum Cafe unverified and under review', async () => {
    const wattle = await merchantByName('Golden Wattle Trading');
    expect(wattle.isVerify).toBe(true);
    expect(await db.select().from(stores).where(eq(stores.merchantId, wattle.id))).toHaveLength(1);
    const blueGum = await merchantByName('Blue Gum Cafe');
    expect(blueGum).toMatchObject({ isVerify: false, applicationStatus: 'under_review' });
  });

  it('gives every merchant an ABN with a valid checksum and a Sydney or Melbourne address', async () => {
    const all = await db.select().from(merchants);
    expect(all).toHaveLength(3);
    for (const merchant of all) {
      expect(isValidAbn(merchant.abn ?? ''), `${merchant.shortName} ABN ${merchant.abn}`).toBe(true);
      expect(`${merchant.state} ${merchant.postcode}`).toMatch(/^(NSW 2\d{3}|VIC 3\d{3})$/);
      expect(merchant.street && merchant.suburb && merchant.email && merchant.officePhone).toBeTruthy();
    }
    for (const store of await db.select().from(stores)) {
      expect(store.address, store.name).toMatch(/, (Sydney|Chatswood|Melbourne|Fitzroy) (NSW 2\d{3}|VIC 3\d{3})$/);
    }
  });

  it('gives every payout currency a bank account with a BSB and an account number', async () => {
    const currencies = await db.select().from(merchantCurrencies);
    const accounts = await db.select().from(settlementAccounts);
    expect(accounts.map((a) => `${a.merchantId}:${a.currencyId}`).sort()).toEqual(
      currencies.map((c) => `${c.merchantId}:${c.currencyId}`).sort(),
    );
    for (const account of accounts) {
      expect(account.bsb).toMatch(/^\d{6}$/);
      expect(account.accountNumber).toMatch(/^\d{6,10}$/);
      expect(account.accountName).toMatch(/Pty Ltd$/);
    }
  });

  it('gives verified merchants per-channel rates: an online rate, a flat fee on channels 9 and 10 only, a T+ period', async () => {
    const verified = (await db.select().from(merchants)).filter((merchant) => merchant.isVerify);
    for (const merchant of verified) {
      const rates = await db
        .select()
        .from(merchantChannelRates)
        .where(eq(merchantChannelRates.merchantId, merchant.id));
      expect(
        rates.map((rate) => rate.paymentChannelId),
        merchant.shortName,
      ).toEqual(expect.arrayContaining([1, 2, ...FLAT_FEE_CHANNELS]));
      for (const rate of rates) {
        expect(rate.onlineRatePpm).toBeGreaterThan(0);
        expect(rate.onlineRatePpm).toBeLessThan(90_000);
        expect(rate.flatFeeMinor > 0).toBe(FLAT_FEE_CHANNELS.includes(rate.paymentChannelId));
        expect([1, 2, 3]).toContain(rate.disbursePeriodDays);
      }
    }
  });

  it('leaves the Harbour agreement to acknowledge and Golden Wattle acknowledged', async () => {
    const acks = await db
      .select({ merchant: merchants.shortName })
      .from(agreementAcks)
      .innerJoin(merchants, eq(merchants.id, agreementAcks.merchantId));
    expect(acks).toEqual([{ merchant: 'Golden Wattle Trading' }]);
  });

  it("gives Harbour recipients in CNY, AUD, USD and EUR whose bank numbers pass the form's checks, and a product user", async () => {
    const harbour = await merchantByName('Harbour Noodle House');
    const rows = await db.select().from(recipients).where(eq(recipients.merchantId, harbour.id));
    expect(new Set(rows.map((row) => row.currencyId))).toEqual(new Set([1, 2, 3, 4]));
    for (const row of rows.filter((one) => one.kind === 2)) {
      const input = {
        type: row.type,
        kind: row.kind,
        currency_id: row.currencyId,
        payment_network: row.paymentNetwork,
        first_name: row.firstName,
        last_name: row.lastName,
        company_name: row.companyName,
        country: row.country,
        city: row.city,
        street: row.street,
        post_code: row.postCode,
        mail: row.mail,
        bank_name: row.bankName,
        branch_province: row.branchProvince,
        branch_city: row.branchCity,
        bsb: row.bsb,
        bic: row.bic,
        account_number: row.accountNumber,
        comment: row.comment,
      };
      const parsed = recipientInputSchema.safeParse(input);
      expect(parsed.success, `${row.name}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
    const productUser = rows.find((row) => row.kind === 1);
    expect(productUser).toMatchObject({ userId: await userId('owner'), name: 'O***** C***' });
  });
});

describe('the demo resellers', () => {
  it('seeds Southern Cross Payments and its sub-reseller, a member each, base rates, and merchants in four states', async () => {
    const { rows } = await db.execute<{
      email: string;
      level: number;
      name: string;
      rates: number;
      lowest: number;
    }>(sql`
      select u.email, r.level, r.name, count(b.*)::int as rates, min(b.rate_ppm)::int as lowest
        from reseller_members m join users u on u.id = m.user_id join resellers r on r.id = m.reseller_id
        join reseller_base_rates b on b.reseller_id = r.id
       group by u.email, r.level, r.name order by r.level`);
    expect(rows).toEqual([
      expect.objectContaining({
        email: DEMO_RESELLER_MEMBERS[0]!.email,
        level: 1,
        name: 'Southern Cross Payments Pty Ltd',
      }),
      expect.objectContaining({ email: DEMO_RESELLER_MEMBERS[1]!.email, level: 2 }),
    ]);
    expect(rows[1]!.lowest).toBeGreaterThan(rows[0]!.lowest);
    const brought = await db.execute<{ name: string; state: string }>(sql`
      select m.name, 'live' as state from merchants m where m.reseller_id is not null
      union all
      select a.merchant_name, case when a.is_check_reject then 'rejected' else 'under review' end
        from merchant_applications a where a.added_by_reseller_id is not null
      order by 1`);
    expect(brought.rows).toEqual([
      { name: 'Golden Wattle Trading Pty Ltd', state: 'live' },
      { name: 'Harbour Noodle House Pty Ltd', state: 'live' },
      { name: 'Platypus Books Pty Ltd', state: 'rejected' },
      { name: 'Wombat Hardware Pty Ltd', state: 'under review' },
    ]);
  });
});
