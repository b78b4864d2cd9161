import { merchantDay } from '../../fixtures/calendar.ts';
export { HARBOUR, harbourId, merchantCall } from '../../fixtures/harbour.ts';

/** The owner's phone as the outbox names the recipient of an SMS. */
export const OWNER_PHONE = '+61 0412000001';

export interface Row {
  transaction_id: number;
  transaction_number: string;
  turnover_type: number;
  transaction_datetime: string;
  gross_amount: number;
  refund_amount: number;
  refundable_amount: number;
  payment_id: number;
  payment_number: string;
  note: string | null;
  status_name: string;
  payment_channel_id: number;
}

export interface Page {
  data: Row[];
  total_count: number;
}

/** The list as the screen asks for it by default: the last 7 days, newest first. */
export const lastWeek = () => ({ begin_time: merchantDay(-6), end_time: merchantDay(0) });
