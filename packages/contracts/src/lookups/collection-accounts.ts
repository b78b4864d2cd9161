/**
 * The provider's own bank accounts merchants pay global-account top-ups into (issue 14 §1): an Australian account
 * (BSB) for AUD, and one SWIFT-reachable account per other currency. The figures are the sandbox deployment's; a
 * real deployment sets its own here.
 */
export interface CollectionAccount {
  bankName: string;
  accountName: string;
  bsb: string | null;
  accountNumber: string;
  swiftCode: string;
}

const AUD_ACCOUNT: CollectionAccount = {
  bankName: 'Commonwealth Bank of Australia',
  accountName: 'Monix Payments Pty Ltd - Client Funds',
  bsb: '062-000',
  accountNumber: '1012 3456',
  swiftCode: 'CTBAAU2S',
};

const FOREIGN_ACCOUNT: CollectionAccount = {
  bankName: 'HSBC Bank Australia',
  accountName: 'Monix Payments Pty Ltd - Client Funds',
  bsb: null,
  accountNumber: '0123 4567 8901',
  swiftCode: 'HKBAAU2S',
};

/** The account a top-up in the currency is paid into. */
export const collectionAccountFor = (currencyId: number): CollectionAccount =>
  currencyId === 1 ? AUD_ACCOUNT : FOREIGN_ACCOUNT;
