-- The refund rules the refund path applies in the database, twins of money/rules/fee-returned.ts and
-- checkRefundable in money/rules/refund-rules.ts; refund-rules-parity.api.test.ts runs one table of cases through both.

-- Why a refund of p_amount is refused, or null: nothing left to refund, or more than what is left (or not positive).
CREATE OR REPLACE FUNCTION refund_refusal(p_gross bigint, p_refunded bigint, p_amount bigint)
RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  IF p_gross - p_refunded <= 0 THEN
    RETURN 'fully_refunded';
  END IF;
  IF p_amount <= 0 OR p_amount > p_gross - p_refunded THEN
    RETURN 'exceeds_refundable';
  END IF;
  RETURN NULL;
END $$;

-- The fee a refund gives back: the payment's fee in proportion to the amount, half-up; the last refund gives back
-- whatever of the fee is left, so the returns add up to the fee exactly; none when the channel keeps it (cards).
CREATE OR REPLACE FUNCTION refund_fee_returned(
  p_returns_fee boolean, p_fee bigint, p_gross bigint, p_refunded bigint, p_amount bigint, p_returned_so_far bigint
) RETURNS bigint LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  IF NOT p_returns_fee THEN
    RETURN 0;
  END IF;
  IF p_refunded + p_amount = p_gross THEN
    RETURN p_fee - p_returned_so_far;
  END IF;
  -- fee × amount / gross, half-up, in numeric (the product may pass bigint's range).
  RETURN least(floor((p_fee::numeric * p_amount * 2 + p_gross) / (2 * p_gross::numeric))::bigint, p_fee - p_returned_so_far);
END $$;
