/** Texts of the demo data: the agreement update every merchant is asked to acknowledge, and platform messages. */

export const DEMO_AGREEMENT_EN = `Merchant Services Agreement — update of 1 November 2026

1. Settlement fees: a bank payout costs 0.55 AUD (GST included); payouts to a global account stay free.
2. Card-present payments now settle T+1 like wallet payments.
3. Refunds of card payments do not return the merchant fee.

By choosing "I have read and agree" you accept the updated terms for this merchant.`;

export const DEMO_AGREEMENT_ZH = `商户服务协议 — 2026 年 11 月 1 日更新

1. 结算费用：每笔银行出款收取 0.55 澳元（含 GST）；出款至全球账户仍然免费。
2. 线下刷卡支付与钱包支付一样改为 T+1 结算。
3. 银行卡支付退款不退还商户手续费。

点击“我已阅读并同意”即表示您代表该商户接受更新后的条款。`;

/** Unread platform messages of the owner (the header badge shows their count). */
export const DEMO_OWNER_MESSAGES = [
  { title: 'Settlement fee update', content: '<p>From 1 December 2026 a bank payout costs 0.55 AUD.</p>' },
  { title: 'Scheduled maintenance', content: '<p>Sunday 30 November, 02:00–03:00 AEDT.</p>' },
];
