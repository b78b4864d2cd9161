-- The ledger's guards, attached as triggers by migration 0001_money (the triggers stay there; the functions live here).
-- Postings are immutable: corrections are new entries.
CREATE OR REPLACE FUNCTION postings_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'postings are immutable';
END $$;

-- Every journal entry balances: its postings sum to zero per currency, checked when the transaction commits.
CREATE OR REPLACE FUNCTION journal_entry_balances() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced record;
BEGIN
  SELECT currency_id, sum(amount_minor) AS total INTO unbalanced
    FROM postings WHERE entry_id = NEW.entry_id GROUP BY currency_id HAVING sum(amount_minor) <> 0 LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'journal entry % does not balance in currency % (off by %)', NEW.entry_id, unbalanced.currency_id, unbalanced.total;
  END IF;
  RETURN NULL;
END $$;
