import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { consoleKeys } from '../../../lib/query-keys.ts';
import { storeIdleTimings } from '../../../lib/session.ts';

/**
 * Who is signed in to the console, their role, and the queues (silent: the layout shows a refusal itself); keeps the
 * server's idle timings for the console's idle warning.
 */
export async function getMe() {
  const me = await call('console/get_me', {}, { silent: true });
  storeIdleTimings(me.idle);
  return me;
}

export const meOptions = () => queryOptions({ queryKey: consoleKeys.me(), queryFn: getMe });

export const useMe = (isEnabled: boolean) => useQuery({ ...meOptions(), enabled: isEnabled });
