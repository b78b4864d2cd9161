import { call } from '../../lib/api-client.ts';

/** Keeps the session within its lifetime; a background call, so it does not count as user activity on the server. */
export const refreshToken = () => call('RefreshToken', {}, { silent: true });
