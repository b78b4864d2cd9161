import type { ProviderRole } from '@mbo/contracts/console-access';
import type { Database } from '../client.ts';
import { providerStaff } from '../schema-console.ts';
import { userTotp } from '../schema-two-factor.ts';
import { users } from '../schema.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The provider's demo staff (README "Demo accounts"): they sign in at /console/login with DEMO_PASSWORD. */
export interface DemoStaff {
  role: ProviderRole;
  name: string;
  email: string;
  /** National number under +61. */
  phone: string;
  description: string;
}

export const DEMO_STAFF: readonly DemoStaff[] = [
  {
    role: 'reviewer',
    name: 'Rita Review',
    email: 'reviewer@demo.test',
    phone: '0412000101',
    description: 'provider reviewer: review queues, audit log, security log',
  },
  {
    role: 'ops_admin',
    name: 'Oscar Ops',
    email: 'ops@demo.test',
    phone: '0412000102',
    description: 'provider operations admin: everything a reviewer can, the staff accounts, messages, business loans',
  },
];

/**
 * Makes the sealed authenticator secret of a demo staff member (the server's two-factor module seals it under the
 * server secret, which this package does not hold).
 */
export type SealNewAuthenticator = (userId: number) => string;

/**
 * Inserts the demo staff: users with a console role and no merchant. Staff must use two-step verification, so each
 * is seeded with it on (a new secret per database, which `npm start` prints) when `sealNewAuthenticator` is given;
 * without it (tests of the seed alone) they are left to set it up at their first sign-in.
 */
export async function insertDemoStaff(
  tx: Transaction,
  passwordHash: string,
  sealNewAuthenticator?: SealNewAuthenticator,
): Promise<void> {
  for (const staff of DEMO_STAFF) {
    const [user] = await tx
      .insert(users)
      .values({ name: staff.name, email: staff.email, countryCode: '+61', phone: staff.phone, passwordHash })
      .returning({ id: users.id });
    await tx.insert(providerStaff).values({ userId: user!.id, role: staff.role });
    if (sealNewAuthenticator)
      await tx
        .insert(userTotp)
        .values({ userId: user!.id, secretSealed: sealNewAuthenticator(user!.id), enabledAt: new Date() });
  }
}
