import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { writeJson } from '../../../lib/storage.ts';
import { kycKeys } from './kyc-keys.ts';

/** get_person_info, stored where the shell's identity prompt reads it (lib/session.ts does the same at sign-in). */
async function getPersonStatus() {
  const { person } = await call('get_person_info', {});
  writeJson(
    'verifyStatus',
    person
      ? { verify_status: person.verify_status, objection: person.objection, en_objection: person.en_objection }
      : null,
  );
  return person;
}

export const personStatusOptions = () => queryOptions({ queryKey: kycKeys.status(), queryFn: getPersonStatus });

/** The verification status (none, 0 under review, 1 passed, 2 rejected with the reasons). */
export const usePersonStatus = () => useQuery(personStatusOptions());
