import { call } from '../../lib/api-client.ts';

/** Tells the server the user is at work (a user call, unlike RefreshToken), so its idle limit starts again. */
export const keepAlive = () => call('session/keep_alive', {}, { silent: true });
