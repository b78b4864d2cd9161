// One transfer as the wizard makes it, over whatever HTTP client the caller has: the remittance bench's clients
// (remittance-clients.ts, in a process of their own) make it in a loop, and the bench (remittance.ts) makes one to
// count the statements each call sends.

export type TransferPost = (
  name: string,
  body: Record<string, unknown>,
) => Promise<Record<string, unknown> & { success: boolean; msg?: string; return_code?: string }>;

export interface TransferSender {
  merchantId: number;
  recipientId: number;
}

/**
 * Quote (AUD 25 to the sender's recipient), create (with the fresh quote when the first was priced again: its free
 * first remittance taken by another client's order meanwhile, or expired — as the wizard does) and pay from the
 * balance. Throws on any refusal.
 */
export async function makeTransfer(
  post: TransferPost,
  token: string,
  { merchantId, recipientId }: TransferSender,
  idempotencyKey: string,
): Promise<void> {
  const quoted = await post('Remittance/GetQuote', {
    token,
    merchant_id: merchantId,
    recipient_id: recipientId,
    send_currency_id: 1,
    send_amount: '25',
  });
  if (!quoted.success) throw new Error(`Remittance/GetQuote failed: ${quoted.msg}`);
  const order = (quoteId: number) =>
    post('Remittance/CreateOrder', {
      token,
      merchant_id: merchantId,
      recipient_id: recipientId,
      send_currency_id: 1,
      send_amount: '25',
      quote_id: quoteId,
      reason: 8,
      notify_email: 'bench@example.test',
      reference: 'Bench',
      idempotency_key: idempotencyKey,
    });
  let created = await order((quoted.quote as { quote_id: number }).quote_id);
  const fresh = (created as { quote?: { quote_id: number } }).quote;
  if (!created.success && created.return_code === 'QUOTE_EXPIRED' && fresh) created = await order(fresh.quote_id);
  if (!created.success) throw new Error(`Remittance/CreateOrder failed: ${created.msg}`);
  const paid = await post('Remittance/PayOrder', {
    token,
    merchant_id: merchantId,
    order_id: (created.order as { id: number }).id,
    payment_method: 1,
  });
  if (!paid.success) throw new Error(`Remittance/PayOrder failed: ${paid.msg}`);
}
