import { useOutletContext } from 'react-router';
import type { CallResponse } from '@mbo/contracts/calls/index';

export type ResellerProfile = CallResponse<'reseller/profile'>;

/** The caller's reseller, as the workspace's layout loaded it (its outlet context). */
export const useResellerProfileContext = () => useOutletContext<ResellerProfile>();
