/** The demo sign-ins (README "Demo accounts"). Every one has the password DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'Demo2026';

export interface DemoAccount {
  key: 'owner' | 'finance' | 'cashier' | 'admin' | 'exchange' | 'pending' | 'new' | 'rejected' | 'verified';
  name: string;
  email: string;
  /** National number under +61. */
  phone: string;
  description: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    key: 'owner',
    name: 'Olivia Chen',
    email: 'owner@demo.test',
    phone: '0412000001',
    description: 'super admin of Harbour Noodle House and Golden Wattle Trading',
  },
  {
    key: 'finance',
    name: 'Frank Nguyen',
    email: 'finance@demo.test',
    phone: '0412000002',
    description: 'finance (role 2), Harbour Noodle House',
  },
  {
    key: 'cashier',
    name: 'Chloe Wang',
    email: 'cashier@demo.test',
    phone: '0412000003',
    description: 'cashier (role 3), Harbour Noodle House, Circular Quay store',
  },
  {
    key: 'admin',
    name: 'Adam Smith',
    email: 'admin@demo.test',
    phone: '0412000004',
    description: 'merchant administrator (role 4), Harbour Noodle House',
  },
  {
    key: 'exchange',
    name: 'Emma Li',
    email: 'exchange@demo.test',
    phone: '0412000005',
    description: 'exchange operator (role 5), Harbour Noodle House',
  },
  {
    key: 'pending',
    name: 'Peter Brown',
    email: 'pending@demo.test',
    phone: '0412000006',
    description:
      'owner of Blue Gum Cafe (unverified): its merchant application is under review in the console; lands on home_n, other pages, its API keys and its pay page stay closed',
  },
  {
    key: 'new',
    name: 'Nina Patel',
    email: 'new@demo.test',
    phone: '0412000007',
    description: 'no merchant, no personal verification: lands on home_n and walks the onboarding from there',
  },
  {
    key: 'rejected',
    name: 'Ryan Lee',
    email: 'rejected@demo.test',
    phone: '0412000008',
    description:
      'no merchant, personal verification rejected (photo unreadable): lands on home_n; update and resubmit on /personal',
  },
  {
    key: 'verified',
    name: 'Victor Huang',
    email: 'verified@demo.test',
    phone: '0412000009',
    description: 'no merchant, personal verification passed: apply for a merchant on /addMerchant',
  },
];

export const demoAccount = (key: DemoAccount['key']): DemoAccount =>
  DEMO_ACCOUNTS.find((account) => account.key === key)!;
