-- Records a payment: the row (numbered P + local date + public_number of a sequence), its journal entry and its
-- aggregates, in one statement (autocommit: atomic without BEGIN/COMMIT round trips). p_payment carries the
-- payment's columns by name, computed by the payment path (money/recording/record-payment.ts); the legs are the
-- entry's, in lock order. Idempotent on the channel's transaction id: a repeat writes nothing and answers the
-- payment recorded first, with created false. public_number (migration 0011) stays in its migration: its body holds
-- a key drawn once per database.
CREATE OR REPLACE FUNCTION record_payment(
  p_payment jsonb, p_hour smallint, p_band smallint, p_balance_slots integer, p_stat_slots integer,
  p_account_ids integer[], p_currency_ids smallint[], p_amounts bigint[]
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  r payments%ROWTYPE;
  v payments%ROWTYPE;
BEGIN
  r := jsonb_populate_record(NULL::payments, p_payment);
  INSERT INTO payments (merchant_id, store_id, number, channel_id, source_type, currency_id, order_minor,
      surcharge_rate_ppm, surcharge_minor, gross_minor, fee_rate_ppm, flat_fee_minor, fee_minor, net_minor,
      pay_currency_id, pay_minor, exchange_rate_micros, channel_txn_id, confirmed_by, out_txn_id, card_masked, pos_no,
      customer_name, customer_phone, subject, note, finance_date, paid_at)
    VALUES (r.merchant_id, r.store_id, 'P' || to_char(r.finance_date, 'YYMMDD') || public_number(nextval('payment_number_seq'), 9),
      r.channel_id, r.source_type, r.currency_id, r.order_minor,
      r.surcharge_rate_ppm, r.surcharge_minor, r.gross_minor, r.fee_rate_ppm, r.flat_fee_minor, r.fee_minor, r.net_minor,
      r.pay_currency_id, r.pay_minor, r.exchange_rate_micros, r.channel_txn_id, coalesce(r.confirmed_by, 'sandbox'), r.out_txn_id, r.card_masked, r.pos_no,
      r.customer_name, r.customer_phone, r.subject, r.note, r.finance_date, r.paid_at)
    ON CONFLICT DO NOTHING
    RETURNING * INTO v;
  IF v.id IS NULL THEN
    SELECT * INTO v FROM payments
      WHERE merchant_id = r.merchant_id AND channel_id = r.channel_id AND channel_txn_id = r.channel_txn_id;
    RETURN jsonb_build_object('created', false, 'payment', to_jsonb(v));
  END IF;
  PERFORM ledger_post(v.merchant_id, 'payment', 'payment:' || v.id, (v.id % p_balance_slots)::smallint,
    p_account_ids, p_currency_ids, p_amounts);
  PERFORM stats_add_payment(v.merchant_id, v.currency_id, v.finance_date, p_hour, v.store_id, v.channel_id, p_band,
    (v.id % p_stat_slots)::smallint, v.gross_minor, v.fee_minor);
  RETURN jsonb_build_object('created', true, 'payment', to_jsonb(v));
END $$;
