import type { ProviderRole } from '@mbo/contracts/console-access';
import type { Database } from '../client.ts';
import { providerStaff } from '../schema-console.ts';
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
    description: 'provider operations admin: everything a reviewer can',
  },
];

/** Inserts the demo staff: users with a console role and no merchant. */
export async function insertDemoStaff(tx: Transaction, passwordHash: string): Promise<void> {
  for (const staff of DEMO_STAFF) {
    const [user] = await tx
      .insert(users)
      .values({ name: staff.name, email: staff.email, countryCode: '+61', phone: staff.phone, passwordHash })
      .returning({ id: users.id });
    await tx.insert(providerStaff).values({ userId: user!.id, role: staff.role });
  }
}
