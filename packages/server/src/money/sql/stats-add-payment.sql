-- A payment's report aggregates (daily, hourly, price band), by the merchant-local day and hour of the payment.
CREATE OR REPLACE FUNCTION stats_add_payment(
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
