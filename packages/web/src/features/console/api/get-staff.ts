import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { consoleKeys } from '../../../lib/query-keys.ts';

export const getStaff = async () => (await call('console/list_staff', {})).staff;

export const staffOptions = () => queryOptions({ queryKey: consoleKeys.staff(), queryFn: getStaff });

/** The console's staff accounts (operations admins: `isEnabled` false for anyone else, who would be refused). */
export const useStaff = (isEnabled: boolean) => useQuery({ ...staffOptions(), enabled: isEnabled });
