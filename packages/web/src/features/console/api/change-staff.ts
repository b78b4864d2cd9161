import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallRequest } from '@mbo/contracts/calls/index';
import { call } from '../../../lib/api-client.ts';
import { consoleKeys } from '../../../lib/query-keys.ts';

export type StaffChange =
  | { kind: 'add'; body: CallRequest<'console/add_staff'> }
  | { kind: 'role'; body: CallRequest<'console/set_staff_role'> }
  | { kind: 'active'; body: CallRequest<'console/set_staff_active'> };

const change = async (input: StaffChange) => {
  if (input.kind === 'add') await call('console/add_staff', input.body);
  else if (input.kind === 'role') await call('console/set_staff_role', input.body);
  else await call('console/set_staff_active', input.body);
};

/** Adding, re-roling, disabling or enabling a staff member changes the staff list and the audit log only. */
export function useChangeStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: consoleKeys.staff() }),
        client.invalidateQueries({ queryKey: [...consoleKeys.all, 'audit'] }),
      ]),
  });
}
