import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallRequest } from '@mbo/contracts/calls/index';
import { call } from '../../../lib/api-client.ts';
import { resellerKeys } from '../../../lib/query-keys.ts';

/** The people of the caller's reseller, and who was removed from it. */
export const membersOptions = () =>
  queryOptions({ queryKey: resellerKeys.members(), queryFn: () => call('reseller/members', {}) });

export const useMembers = () => useQuery(membersOptions());

/** Adds a person (an existing user, or a new one invited); the list shows them next. */
export function useAddMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CallRequest<'reseller/add_member'>) => call('reseller/add_member', body),
    onSuccess: () => client.invalidateQueries({ queryKey: resellerKeys.members() }),
  });
}

/** Removes a person of the caller's reseller (after the page's confirmation); the list shows them gone. */
export function useRemoveMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => call('reseller/remove_member', { user_id: userId }),
    onSuccess: () => client.invalidateQueries({ queryKey: resellerKeys.members() }),
  });
}
