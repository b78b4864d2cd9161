import { randomBytes } from 'node:crypto';
import type { Database } from '@mbo/db/client';
import {
  employeeRoles,
  employees,
  merchantChannelRates,
  merchantCurrencies,
  merchants,
  persons,
  stores,
  users,
} from '@mbo/db/schema';
import { hashPassword } from '../../src/modules/auth/passwords.ts';
import type { TestServer } from './harness.ts';

export const TEST_PASSWORD = 'Harbour2026x';
let passwordHash: Promise<string> | undefined;
const unique = () => randomBytes(4).toString('hex');

/** A user with a unique e-mail and phone (under +61), password TEST_PASSWORD unless given. */
export async function createUser(
  db: Database,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
) {
  const { password, ...values } = overrides;
  const id = unique();
  const hash = password ? await hashPassword(password) : await (passwordHash ??= hashPassword(TEST_PASSWORD));
  const [user] = await db
    .insert(users)
    .values({
      name: `Test User ${id}`,
      email: `user-${id}@example.test`,
      countryCode: '+61',
      phone: `04${String(parseInt(id, 16) % 100_000_000).padStart(8, '0')}`,
      passwordHash: hash,
      ...values,
    })
    .returning();
  return user!;
}

export async function createMerchant(db: Database, overrides: Partial<typeof merchants.$inferInsert> = {}) {
  const id = unique();
  const [merchant] = await db
    .insert(merchants)
    .values({
      number: `T${id}`,
      name: `Test Merchant ${id} Pty Ltd`,
      shortName: `Test ${id}`,
      isVerify: true,
      ...overrides,
    })
    .returning();
  await db.insert(merchantCurrencies).values({ merchantId: merchant!.id, currencyId: 1 });
  await db
    .insert(merchantChannelRates)
    .values({ merchantId: merchant!.id, paymentChannelId: 1, onlineRatePpm: 15_000 });
  return merchant!;
}

export async function createStore(db: Database, merchantId: number) {
  const id = unique();
  const [store] = await db
    .insert(stores)
    .values({
      merchantId,
      number: `S${id}`,
      name: `Store ${id}`,
      shortName: id,
      type: 1,
      address: '1 George Street, Sydney NSW 2000',
    })
    .returning();
  return store!;
}

export async function addMember(
  db: Database,
  merchantId: number,
  userId: number,
  roles: number[],
  branchId: number | null = null,
) {
  await db.insert(employees).values({ merchantId, userId, branchId });
  if (roles.length) await db.insert(employeeRoles).values(roles.map((roleType) => ({ merchantId, userId, roleType })));
}

export async function setPerson(db: Database, userId: number, verifyStatus: number, objection: string | null = null) {
  await db
    .insert(persons)
    .values({ userId, legalName: 'Test Person', verifyStatus, objection, enObjection: objection });
}

/** Signs in through the API with an e-mail and password; returns the token. */
export async function signIn(server: TestServer, email: string, password = TEST_PASSWORD): Promise<string> {
  const result = await server.call('login', { AccountType: 1, Account: email, Password: password });
  if (!result.body.success) throw new Error(`sign-in failed: ${result.body.msg}`);
  return (result.body as unknown as { data: { token: string } }).data.token;
}

/** A user who is a member of a new merchant with the given roles, signed in. */
export async function memberWithRoles(
  server: TestServer,
  roles: number[],
  merchantOverrides: Partial<typeof merchants.$inferInsert> = {},
) {
  const merchant = await createMerchant(server.db, merchantOverrides);
  const user = await createUser(server.db);
  await addMember(server.db, merchant.id, user.id, roles);
  const token = await signIn(server, user.email!);
  return { merchant, user, token };
}
