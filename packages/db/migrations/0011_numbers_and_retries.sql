ALTER TABLE "orders" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
-- Public numbers (issue 9 #18). Orders, payments, refunds and settlements were numbered by platform-wide
-- sequences, so a merchant reading two of its own numbers learnt how many the whole platform made in between.
-- public_number(n, width) is a keyed permutation of [0, 10^width) — a four-round Feistel network over its two
-- decimal halves, round function md5 under a key drawn once per database here — applied to the sequence value:
-- unique because it is a bijection, as short as before, and consecutive values land far apart. Values past
-- 10^width keep their high part in front (one digit longer) and stay unique. It hides volume, not identity: the key
-- only needs to stay out of merchants' hands, as the database does.
DO $do$
BEGIN
  EXECUTE format($fn$
    CREATE FUNCTION public_number(n bigint, width integer) RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $body$
    DECLARE
      a bigint := (10::bigint ^ (width / 2))::bigint;
      b bigint := (10::bigint ^ (width - width / 2))::bigint;
      x bigint := n %% (a * b);
      l bigint := x / b;
      r bigint := x %% b;
      mod_l bigint := a;
      mod_r bigint := b;
      t bigint;
    BEGIN
      -- (l, r) in Z_a x Z_b; each round maps it to Z_mod_r x Z_mod_l, so after four rounds it is back in Z_a x Z_b.
      FOR i IN 1..4 LOOP
        t := (l + ('x' || substr(md5(%L || i || ':' || r), 1, 15))::bit(60)::bigint) %% mod_l;
        l := r;
        r := t;
        t := mod_l; mod_l := mod_r; mod_r := t;
      END LOOP;
      RETURN CASE WHEN n >= a * b THEN (n / (a * b))::text ELSE '' END || lpad((l * b + r)::text, width, '0');
    END $body$
  $fn$, md5(gen_random_uuid()::text || clock_timestamp()::text));
END $do$;
--> statement-breakpoint
-- Records a payment: the row (numbered P + local date + public_number of a sequence), its journal entry and its aggregates, in one
-- statement (autocommit: atomic without BEGIN/COMMIT round trips). p_payment carries the payment's columns by
-- name, computed by the payment path; the legs are the entry's, in lock order. Idempotent on the channel's
-- transaction id: a repeat writes nothing and answers the payment recorded first, with created false.
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
--> statement-breakpoint
CREATE OR REPLACE FUNCTION record_refund(
  p_merchant_id integer, p_payment_id bigint, p_amount_minor bigint, p_reason text, p_idempotency_key text,
  p_user_id integer, p_at timestamptz, p_returns_fee boolean,
  p_unsettled integer, p_global integer, p_fees integer, p_in_flight integer, p_clearing integer,
  p_balance_slots integer, p_stat_slots integer, p_audit jsonb
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v refunds%ROWTYPE;
  p payments%ROWTYPE;
  v_refundable bigint;
  v_returned bigint;
  v_fee_back bigint;
  v_real bigint;
  v_available bigint;
  v_from_unsettled bigint;
  v_rest bigint;
  v_global bigint;
  v_day date;
  v_slot smallint;
  v_ids integer[];
  v_amounts bigint[];
BEGIN
  SELECT * INTO v FROM refunds WHERE merchant_id = p_merchant_id AND idempotency_key = p_idempotency_key;
  IF FOUND THEN
    RETURN jsonb_build_object('created', false, 'refund', to_jsonb(v));
  END IF;
  SELECT * INTO p FROM payments WHERE id = p_payment_id AND merchant_id = p_merchant_id FOR UPDATE;
  IF NOT FOUND THEN
    RETURN jsonb_build_object('refused', 'not_found', 'refundable', 0);
  END IF;
  -- A retry that raced the first attempt finds it here, behind the payment's lock.
  SELECT * INTO v FROM refunds WHERE merchant_id = p_merchant_id AND idempotency_key = p_idempotency_key;
  IF FOUND THEN
    RETURN jsonb_build_object('created', false, 'refund', to_jsonb(v));
  END IF;

  v_refundable := p.gross_minor - p.refunded_minor;
  IF v_refundable <= 0 THEN
    RETURN jsonb_build_object('refused', 'fully_refunded', 'refundable', 0);
  END IF;
  IF p_amount_minor <= 0 OR p_amount_minor > v_refundable THEN
    RETURN jsonb_build_object('refused', 'exceeds_refundable', 'refundable', v_refundable);
  END IF;

  IF NOT p_returns_fee THEN
    v_fee_back := 0;
  ELSE
    -- Refund status 1: succeeded (REFUND_STATUS in record-refund.ts).
    SELECT coalesce(sum(fee_returned_minor), 0) INTO v_returned FROM refunds
      WHERE merchant_id = p_merchant_id AND payment_id = p.id AND status = 1;
    IF p.refunded_minor + p_amount_minor = p.gross_minor THEN
      v_fee_back := p.fee_minor - v_returned;
    ELSE
      -- fee × amount / gross, half-up, in numeric (the product may pass bigint's range).
      v_fee_back := least(floor((p.fee_minor::numeric * p_amount_minor * 2 + p.gross_minor) / (2 * p.gross_minor::numeric))::bigint,
        p.fee_minor - v_returned);
    END IF;
  END IF;
  v_real := p_amount_minor - v_fee_back;

  -- Ledger balances are credit-negative: what the provider holds for the merchant is minus the balance.
  SELECT -coalesce(sum(b.balance_minor), 0) INTO v_available
    FROM (SELECT balance_minor FROM ledger_balances WHERE account_id = p_unsettled ORDER BY slot FOR UPDATE) b;
  v_from_unsettled := greatest(0, least(v_available, v_real));
  v_rest := v_real - v_from_unsettled;
  IF v_rest > 0 THEN
    SELECT -coalesce(sum(b.balance_minor), 0) INTO v_global
      FROM (SELECT balance_minor FROM ledger_balances WHERE account_id = p_global ORDER BY slot FOR UPDATE) b;
    IF v_rest > v_global THEN
      RETURN jsonb_build_object('refused', 'insufficient_balance', 'refundable', v_refundable);
    END IF;
  END IF;

  SELECT (p_at AT TIME ZONE m.time_zone)::date INTO v_day FROM merchants m WHERE m.id = p_merchant_id;
  INSERT INTO refunds (merchant_id, payment_id, store_id, number, channel_id, currency_id, amount_minor, fee_returned_minor,
      real_refund_minor, status, reason, from_global_account, idempotency_key, finance_date, created_by_user_id, created_at)
    VALUES (p_merchant_id, p.id, p.store_id, 'R' || to_char(v_day, 'YYMMDD') || public_number(nextval('refund_number_seq'), 9),
      p.channel_id, p.currency_id, p_amount_minor, v_fee_back, v_real, 1, p_reason, v_rest > 0, p_idempotency_key, v_day,
      p_user_id, p_at)
    RETURNING * INTO v;

  v_slot := (v.id % p_balance_slots)::smallint;
  -- The refund's legs in lock order: available funds, global account, fees, refunds in flight.
  SELECT array_agg(l.account_id ORDER BY l.rank), array_agg(l.amount ORDER BY l.rank) INTO v_ids, v_amounts
    FROM (VALUES (1, p_unsettled, v_from_unsettled), (2, p_global, v_rest), (3, p_fees, v_fee_back), (4, p_in_flight, -p_amount_minor))
      AS l(rank, account_id, amount)
    WHERE l.amount <> 0;
  PERFORM ledger_post(p_merchant_id, 'refund', 'refund:' || v.id, v_slot, v_ids,
    array_fill(p.currency_id, ARRAY[array_length(v_ids, 1)]), v_amounts);
  -- The sandbox channels confirm a refund at once; real channels will confirm it later, by notification.
  PERFORM ledger_post(p_merchant_id, 'refund_confirmed', 'refund_confirmed:' || v.id, v_slot, ARRAY[p_in_flight, p_clearing],
    ARRAY[p.currency_id, p.currency_id], ARRAY[p_amount_minor, -p_amount_minor]);
  UPDATE payments SET refunded_minor = refunded_minor + p_amount_minor WHERE id = p.id AND merchant_id = p_merchant_id;
  -- A refund counts on the day it is made; the fee it gives back lowers that day's fee.
  INSERT INTO daily_stats (merchant_id, currency_id, day, store_id, channel_id, slot, refund_count, refund_minor, fee_minor)
    VALUES (p_merchant_id, p.currency_id, v_day, p.store_id, p.channel_id, (v.id % p_stat_slots)::smallint, 1, p_amount_minor, -v_fee_back)
    ON CONFLICT (merchant_id, currency_id, day, store_id, channel_id, slot) DO UPDATE SET
      refund_count = daily_stats.refund_count + 1,
      refund_minor = daily_stats.refund_minor + excluded.refund_minor,
      fee_minor = daily_stats.fee_minor + excluded.fee_minor;
  IF p_audit IS NOT NULL THEN
    INSERT INTO audit_log (user_id, merchant_id, action, detail, ip)
      VALUES ((p_audit->>'user_id')::integer, p_merchant_id, p_audit->>'action',
        coalesce(p_audit->'detail', '{}'::jsonb) || jsonb_build_object('refundId', v.id, 'paymentId', p.id, 'amountMinor', p_amount_minor,
          'realRefundMinor', v_real, 'fromGlobalAccount', v_rest > 0),
        p_audit->>'ip');
  END IF;
  RETURN jsonb_build_object('created', true, 'refund', to_jsonb(v));
END $$;
--> statement-breakpoint
-- The delivery log keeps no connection-error detail (issue 9 #4): attempts logged before the coarse codes lose theirs.
UPDATE webhook_attempts SET error = CASE WHEN error LIKE 'EPRIVATE%' THEN 'target_refused' WHEN error LIKE 'no active secret%' THEN 'no_signing_key' ELSE 'delivery_failed' END
  WHERE error IS NOT NULL AND error NOT IN ('target_refused', 'delivery_failed', 'no_signing_key') AND http_status IS NULL;
--> statement-breakpoint
UPDATE webhook_attempts SET error = NULL WHERE error LIKE 'HTTP %' AND http_status IS NOT NULL;
--> statement-breakpoint
UPDATE webhook_events SET last_error = CASE WHEN last_error LIKE 'EPRIVATE%' THEN 'target_refused' WHEN last_error LIKE 'no active secret%' THEN 'no_signing_key' ELSE 'delivery_failed' END
  WHERE last_error IS NOT NULL AND last_error NOT IN ('target_refused', 'delivery_failed', 'no_signing_key') AND last_http_status IS NULL;
--> statement-breakpoint
UPDATE webhook_events SET last_error = NULL WHERE last_error LIKE 'HTTP %' AND last_http_status IS NOT NULL;
