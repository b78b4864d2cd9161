-- ledger_post writes a journal entry, its postings and the cached balances; the caller passes the legs balanced,
-- without zero legs and in lock order (LOCK_ORDER in money/ledger/accounts.ts), and the balances are updated in that
-- order, so concurrent entries never wait on each other in a cycle. Returns the entry id, or null (and writes
-- nothing) when the merchant has an entry with this idempotency key already.
CREATE OR REPLACE FUNCTION ledger_post(
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
