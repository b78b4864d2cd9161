import type { Handlers } from '../../http/call-context.ts';
import { notFound } from '../../lib/app-error.ts';

type AddMerchantCall =
  | 'reseller/findData'
  | 'reseller/upData'
  | 'reseller/setBusiness'
  | 'reseller/editBusiness'
  | 'reseller/billList'
  | 'reseller/billDetail';

/** The reseller's add-merchant application (the service follows; the contract is settled first for the form). */
export function createAddMerchantHandlers(): Handlers<AddMerchantCall> {
  const pending = async () => {
    throw notFound('resellers.not_found');
  };
  return {
    'reseller/findData': async () => ({ data: [] }),
    'reseller/upData': async () => ({}),
    'reseller/setBusiness': pending,
    'reseller/editBusiness': pending,
    'reseller/billList': async () => ({ data: [], total_count: 0 }),
    'reseller/billDetail': pending,
  };
}
