import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { kycKeys } from './kyc-keys.ts';

export const personDetailOptions = () =>
  queryOptions({ queryKey: kycKeys.person(), queryFn: () => call('get_person_detail', {}) });

/** The signed-in person's verification with every field and signed image links (null: nothing submitted). */
export const usePersonDetail = () => useQuery(personDetailOptions());
