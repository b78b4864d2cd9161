import { maskedName, maskedPhone } from '@mbo/contracts/contact-mask';
import { recipients } from '../schema-remittance.ts';
import type { Database } from '../client.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const DAY_MS = 86_400_000;
/** What the sandbox bank verification answers for a verified account; the seed's accounts pass its rule too. */
const SEEDED_REF = 'SBVDEMOSEED';

/**
 * Harbour Noodle House's recipients of international transfers (issue 14 §3): its Shenzhen supplier's bank card
 * (CNY), a Sydney seafood wholesaler (AUD, BSB), a US packaging maker (USD, SWIFT), a German equipment seller (EUR,
 * SEPA) and a user of the product (paid free, in seconds; name masked). Every bank number passes the checks of
 * contracts/remittance/bank-checks.ts (card Luhn, BSB directory, BIC, IBAN mod-97).
 */
export async function insertDemoRecipients(
  tx: Transaction,
  merchantId: number,
  productUser: { id: number; name: string; phone: string },
  now = new Date(),
): Promise<void> {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);
  const bank = { kind: 2, verificationRef: SEEDED_REF } as const;
  await tx.insert(recipients).values(
    [
      {
        ...bank,
        type: 2,
        currencyId: 3,
        paymentNetwork: 1,
        name: '深圳市华南食品有限公司',
        companyName: '深圳市华南食品有限公司',
        country: 'CN',
        bankName: '中国工商银行',
        branchProvince: '广东',
        branchCity: '深圳',
        accountNumber: '6222020200012345613',
        comment: 'Noodles and sauces supplier',
        createdAt: at(40),
      },
      {
        ...bank,
        type: 1,
        currencyId: 3,
        paymentNetwork: 1,
        name: '伟 张',
        firstName: '伟',
        lastName: '张',
        country: 'CN',
        bankName: '中国银行',
        branchProvince: '上海',
        branchCity: '上海',
        accountNumber: '6217000010001234',
        createdAt: at(30),
      },
      {
        ...bank,
        type: 2,
        currencyId: 1,
        paymentNetwork: 1,
        name: 'Sydney Fresh Seafood Pty Ltd',
        companyName: 'Sydney Fresh Seafood Pty Ltd',
        country: 'AU',
        bsb: '062000',
        accountNumber: '10458821',
        mail: 'accounts@sydneyfresh.example',
        createdAt: at(21),
      },
      {
        ...bank,
        type: 2,
        currencyId: 2,
        paymentNetwork: 2,
        name: 'Pacific Rim Packaging Co',
        companyName: 'Pacific Rim Packaging Co',
        country: 'US',
        city: 'San Francisco',
        street: '1 Market St',
        postCode: '94105',
        bic: 'BOFAUS3N',
        bankName: 'Bank of America',
        accountNumber: '4820013377',
        createdAt: at(14),
      },
      {
        ...bank,
        type: 1,
        currencyId: 4,
        paymentNetwork: 4,
        name: 'Anna Schmidt',
        firstName: 'Anna',
        lastName: 'Schmidt',
        country: 'DE',
        accountNumber: 'DE89370400440532013000',
        comment: 'Kitchen equipment',
        createdAt: at(7),
      },
      {
        kind: 1,
        type: 1,
        currencyId: 1,
        userId: productUser.id,
        userAccount: maskedPhone('+61', productUser.phone),
        name: maskedName(productUser.name),
        createdAt: at(3),
      },
    ].map((row) => ({ ...row, merchantId, updatedAt: row.createdAt })),
  );
}
