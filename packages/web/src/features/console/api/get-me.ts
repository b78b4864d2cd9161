import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { consoleKeys } from '../../../lib/query-keys.ts';

/** Who is signed in to the console, their role, and the queues (silent: the layout shows a refusal itself). */
export const getMe = () => call('console/get_me', {}, { silent: true });

export const meOptions = () => queryOptions({ queryKey: consoleKeys.me(), queryFn: getMe });

export const useMe = (isEnabled: boolean) => useQuery({ ...meOptions(), enabled: isEnabled });
