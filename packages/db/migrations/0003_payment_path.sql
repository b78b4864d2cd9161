-- The payment path in one round trip (see ARCHITECTURE.md, "Money: ledger, payment path, demo history").
-- ledger_post writes a journal entry, its postings and the cached balances; the caller passes the legs balanced,
-- without zero legs and in lock order (LOCK_ORDER in packages/server/src/ledger/accounts.ts), and the balances
-- are updated in that order, so concurrent entries never wait on each other in a cycle. Returns the entry id, or
-- null (and writes nothing) when the merchant has an entry with this idempotency key already.
CREATE FUNCTION ledger_post(
  p_merchant_id integer, p_kind text, p_idempotency_key text, p_slot smallint,
  p_account_ids integer[], p_currency_ids smallint[], p_amounts bigint[]
) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_entry_id bigint;
BEGIN
  INSERT INTO journal_entries (merchant_id, kind, idempotency_key) VALUES (p_merchant_id, p_kind, p_idempotency_key)
    ON CONFLICT DO NOTHING RETURNING id INTO v_entry_id;
  IF v_entry_id IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO postings (entry_id, account_id, currency_id, amount_minor)
    SELECT v_entry_id, l.account_id, l.currency_id, l.amount_minor
    FROM unnest(p_account_ids, p_currency_ids, p_amounts) AS l(account_id, currency_id, amount_minor);
  FOR i IN 1 .. coalesce(array_length(p_account_ids, 1), 0) LOOP
    UPDATE ledger_balances SET balance_minor = balance_minor + p_amounts[i]
      WHERE account_id = p_account_ids[i] AND slot = p_slot;
    -- A slot without its row would drop the movement from the cached balance: refuse instead.
    IF NOT FOUND THEN
      RAISE EXCEPTION 'ledger account % has no balance slot %', p_account_ids[i], p_slot;
    END IF;
  END LOOP;
  RETURN v_entry_id;
END $$;
--> statement-breakpoint
-- A payment's report aggregates (daily, hourly, price band), by the merchant-local day and hour of the payment.
CREATE FUNCTION stats_add_payment(
  p_merchant_id integer, p_currency_id smallint, p_day date, p_hour smallint, p_store_id integer, p_channel_id smallint,
  p_band smallint, p_slot smallint, p_gross_minor bigint, p_fee_minor bigint
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO daily_stats (merchant_id, currency_id, day, store_id, channel_id, slot, payment_count, payment_minor, fee_minor)
    VALUES (p_merchant_id, p_currency_id, p_day, p_store_id, p_channel_id, p_slot, 1, p_gross_minor, p_fee_minor)
    ON CONFLICT (merchant_id, currency_id, day, store_id, channel_id, slot) DO UPDATE SET
      payment_count = daily_stats.payment_count + 1,
      payment_minor = daily_stats.payment_minor + excluded.payment_minor,
      fee_minor = daily_stats.fee_minor + excluded.fee_minor;
  INSERT INTO hourly_stats (merchant_id, currency_id, day, hour, store_id, slot, payment_count, payment_minor)
    VALUES (p_merchant_id, p_currency_id, p_day, p_hour, p_store_id, p_slot, 1, p_gross_minor)
    ON CONFLICT (merchant_id, currency_id, day, hour, store_id, slot) DO UPDATE SET
      payment_count = hourly_stats.payment_count + 1,
      payment_minor = hourly_stats.payment_minor + excluded.payment_minor;
  INSERT INTO band_stats (merchant_id, currency_id, day, band, store_id, slot, payment_count)
    VALUES (p_merchant_id, p_currency_id, p_day, p_band, p_store_id, p_slot, 1)
    ON CONFLICT (merchant_id, currency_id, day, band, store_id, slot) DO UPDATE SET
      payment_count = band_stats.payment_count + 1;
END $$;
--> statement-breakpoint
-- Records a payment: the row (numbered P + local date + sequence), its journal entry and its aggregates, in one
-- statement (autocommit: atomic without BEGIN/COMMIT round trips). p_payment carries the payment's columns by
-- name, computed by the payment path; the legs are the entry's, in lock order. Idempotent on the channel's
-- transaction id: a repeat writes nothing and answers the payment recorded first, with created false.
CREATE FUNCTION record_payment(
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
      pay_currency_id, pay_minor, exchange_rate_micros, channel_txn_id, out_txn_id, card_masked, pos_no,
      customer_name, customer_phone, subject, note, finance_date, paid_at)
    VALUES (r.merchant_id, r.store_id, 'P' || to_char(r.finance_date, 'YYMMDD') || lpad(nextval('payment_number_seq')::text, 9, '0'),
      r.channel_id, r.source_type, r.currency_id, r.order_minor,
      r.surcharge_rate_ppm, r.surcharge_minor, r.gross_minor, r.fee_rate_ppm, r.flat_fee_minor, r.fee_minor, r.net_minor,
      r.pay_currency_id, r.pay_minor, r.exchange_rate_micros, r.channel_txn_id, r.out_txn_id, r.card_masked, r.pos_no,
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
