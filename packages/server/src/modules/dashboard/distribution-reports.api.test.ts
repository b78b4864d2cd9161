import { describe, expect, it } from 'vitest';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { addDays } from '@mbo/contracts/date-filter';
import { CHANNEL, mondayWeeksAgo, rangeBody, reportsMerchant } from '../../../test/kits/dashboard-test-kit.ts';

const server = serverForThisFile();

describe('PriceReport', () => {
  it('counts payments per price band, every band listed, limits included in their band', async () => {
    const shop = await reportsMerchant(server);
    const token = await shop.member([1]);
    const day = mondayWeeksAgo(3);
    const amounts = [1_000, 1_001, 2_000, 5_000, 10_000, 20_000, 50_000, 50_001, 99_999];
    for (const [index, orderMinor] of amounts.entries()) await shop.pay({ at: `${day} 1${index}:00:00`, orderMinor });
    // A refund changes no band, and neither does a payment on the next day, outside the range.
    const first = await shop.pay({ at: `${day} 20:00:00`, orderMinor: 300 });
    await shop.refund(first.id, 300, `${day} 21:00:00`);
    await shop.pay({ at: `${addDays(day, 1)} 09:00:00`, orderMinor: 300 });

    const result = await server.call('PriceReport', rangeBody(shop.merchant.id, day, day), { token });
    expect(result.status).toBe(200);
    expect(result.body.rows).toEqual([
      { band: 0, superior_limit: 10, superior_limit_text: '≤ AUD 10.00', transaction_count: 2 },
      { band: 1, superior_limit: 20, superior_limit_text: '≤ AUD 20.00', transaction_count: 2 },
      { band: 2, superior_limit: 50, superior_limit_text: '≤ AUD 50.00', transaction_count: 1 },
      { band: 3, superior_limit: 100, superior_limit_text: '≤ AUD 100.00', transaction_count: 1 },
      { band: 4, superior_limit: 200, superior_limit_text: '≤ AUD 200.00', transaction_count: 1 },
      { band: 5, superior_limit: 500, superior_limit_text: '≤ AUD 500.00', transaction_count: 1 },
      { band: 6, superior_limit: null, superior_limit_text: '> AUD 500.00', transaction_count: 2 },
    ]);
  });
});

describe('ChannelReport', () => {
  it('sums payments per channel, largest amount first, leaving out channels with only refunds in the range', async () => {
    const shop = await reportsMerchant(server);
    const token = await shop.member([1]);
    const monday = mondayWeeksAgo(4);
    const earlier = await shop.pay({
      at: `${addDays(monday, -2)} 12:00:00`,
      orderMinor: 9_000,
      channelId: CHANNEL.alipay,
    });
    await shop.refund(earlier.id, 1_000, `${monday} 13:00:00`);
    await shop.pay({ at: `${monday} 09:00:00`, orderMinor: 10_000 });
    await shop.pay({ at: `${addDays(monday, 3)} 19:30:00`, orderMinor: 25_050, storeId: shop.stores[1].id });
    await shop.pay({ at: `${addDays(monday, 6)} 23:59:59`, orderMinor: 5_000, channelId: CHANNEL.card });
    await shop.pay({ at: `${addDays(monday, 1)} 08:00:00`, orderMinor: 7_000, channelId: CHANNEL.card, currencyId: 2 });

    const result = await server.call('ChannelReport', rangeBody(shop.merchant.id, monday, addDays(monday, 6)), {
      token,
    });
    expect(result.body.rows).toEqual([
      { payment_channel_id: CHANNEL.wechat, transaction_amount: 350.5, transaction_count: 2 },
      { payment_channel_id: CHANNEL.card, transaction_amount: 50, transaction_count: 1 },
    ]);
    const usd = await server.call('ChannelReport', rangeBody(shop.merchant.id, monday, addDays(monday, 6), 2), {
      token,
    });
    expect(usd.body.rows).toEqual([{ payment_channel_id: CHANNEL.card, transaction_amount: 70, transaction_count: 1 }]);
  });
});
