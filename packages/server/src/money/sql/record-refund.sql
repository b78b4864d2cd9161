-- The refund path in one round trip (ARCHITECTURE.md, "Money"). A refund of one merchant holds its payment's row and
-- the merchant's available-funds balance rows from its first lock to its commit, so refunds of one merchant take
-- turns; as one statement (autocommit) they hold them for the function's run only, not for a dozen round trips.
--
-- record_refund checks what is left to refund behind the payment's row lock (refund_refusal, refund-rules.sql),
-- computes the merchant fee given back (refund_fee_returned: none when p_returns_fee is false, for card channels),
-- takes the real refund amount from the available funds first and the rest from the global account (both locked,
-- slot by slot), and writes the refund (numbered R + local date + public_number of a sequence), its two journal
-- entries (legs in lock order, zero legs dropped), the payment's refunded amount, the daily aggregates and, when
-- p_audit is given, the audit entry. Idempotent on the key: a repeat answers the refund recorded first with created
-- false. A refusal writes nothing and answers {refused, refundable}.
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
  v_refusal text;
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
  v_refusal := refund_refusal(p.gross_minor, p.refunded_minor, p_amount_minor);
  IF v_refusal = 'fully_refunded' THEN
    RETURN jsonb_build_object('refused', v_refusal, 'refundable', 0);
  ELSIF v_refusal IS NOT NULL THEN
    RETURN jsonb_build_object('refused', v_refusal, 'refundable', v_refundable);
  END IF;

  v_returned := 0;
  IF p_returns_fee THEN
    SELECT coalesce(sum(fee_returned_minor), 0) INTO v_returned FROM refunds
      WHERE merchant_id = p_merchant_id AND payment_id = p.id AND status = 1 /* REFUND_STATUS.succeeded */;
  END IF;
  v_fee_back := refund_fee_returned(p_returns_fee, p.fee_minor, p.gross_minor, p.refunded_minor, p_amount_minor, v_returned);
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
      p.channel_id, p.currency_id, p_amount_minor, v_fee_back, v_real, 1 /* REFUND_STATUS.succeeded */, p_reason, v_rest > 0, p_idempotency_key, v_day,
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
