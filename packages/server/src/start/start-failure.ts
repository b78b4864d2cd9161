import { StartError } from '@mbo/db/embedded/start-error';

export interface StartFailure {
  cause: string;
  action: string;
}

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

/**
 * Why the server could not start and what to do, in one place for every start failure: the embedded PostgreSQL's
 * own (StartError), the HTTP port, an external database, a setting. Operators read it in the terminal, in English
 * like the rest of the server's log.
 */
export function explainStartFailure(
  error: unknown,
  settings: { port: number; host: string; hasDatabaseUrl: boolean },
): StartFailure {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof StartError) return { cause: error.message, action: error.action };
  const code = codeOf(error);
  if (code === 'EADDRINUSE')
    return {
      cause: `port ${settings.port} on ${settings.host} is taken by another program`,
      action: 'stop the program using it (another npm start?), or set PORT to a free port',
    };
  if (code === 'EACCES' && /listen/.test(message))
    return { cause: `not allowed to listen on port ${settings.port}`, action: 'set PORT to 1024 or above' };
  if (code === 'EADDRNOTAVAIL')
    return {
      cause: `${settings.host} is not an address of this machine`,
      action: 'set HOST to 127.0.0.1, 0.0.0.0 or one of its addresses',
    };
  if (settings.hasDatabaseUrl) {
    if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'ETIMEDOUT' || code === 'EHOSTUNREACH') {
      return {
        cause: `the database of DATABASE_URL cannot be reached (${String(code)})`,
        action: 'check that it runs and that DATABASE_URL names its host and port',
      };
    }
    if (code === '28P01' || code === '28000')
      return {
        cause: `the database refuses DATABASE_URL's user or password (${message})`,
        action: 'check the user and password in DATABASE_URL',
      };
    if (code === '3D000')
      return {
        cause: `the database named in DATABASE_URL does not exist (${message})`,
        action: 'create it (createdb) or fix its name in DATABASE_URL',
      };
  }
  if (code === 'ENOSPC')
    return { cause: `the disk is full (${message})`, action: 'free space on the disk holding DATA_DIR' };
  if (code === 'EACCES' || code === 'EPERM')
    return {
      cause: `permission denied (${message})`,
      action: 'make DATA_DIR writable by the user running the server, or set DATA_DIR to a folder it owns',
    };
  return { cause: message, action: 'read the error above; README "Configuration" describes every setting' };
}
