/**
 * A start that failed, told as its cause and what the person starting the product can do about it. `main.ts`
 * prints both; anything else that throws at start gets a generic explanation there.
 */
export class StartError extends Error {
  constructor(
    message: string,
    readonly action: string,
  ) {
    super(message);
    this.name = 'StartError';
  }
}

/** PostgreSQL's own lines that name why it stopped, matched to what to do (its messages are forced to English). */
const KNOWN_CAUSES: { pattern: RegExp; cause: (line: string, port: number) => string; action: string }[] = [
  {
    pattern: /could not bind|could not create any TCP\/IP sockets|Address already in use/i,
    cause: (_line, port) => `port ${port} on 127.0.0.1 is taken by another program`,
    action: 'stop the program using that port, or set EMBEDDED_PG_PORT to a free port',
  },
  {
    pattern: /lock file "postmaster\.pid" already exists/i,
    cause: (line) => `another PostgreSQL runs over this data folder (${line})`,
    action: 'stop it (or the server that started it), or give this server another DATA_DIR',
  },
  {
    pattern: /pre-existing shared memory block .* is still in use/i,
    cause: () => 'processes of an earlier PostgreSQL over this data folder still run',
    action: 'wait a few seconds and start again; if it persists, stop the leftover postgres processes',
  },
  {
    pattern: /No space left on device|could not extend file|could not write/i,
    cause: (line) => `the disk is full or not writable (${line})`,
    action: 'free space on the disk holding DATA_DIR (df -h), then start again',
  },
  {
    pattern: /Permission denied|has wrong ownership|has invalid permissions/i,
    cause: (line) => `permission denied (${line})`,
    action:
      'make DATA_DIR belong to the user running the server (as root: DATA_DIR/pg to the postgres user), or set DATA_DIR to a folder it owns',
  },
  {
    pattern: /incompatible with server|initialized by PostgreSQL version/i,
    cause: (line) => `the data folder was made by another PostgreSQL version (${line})`,
    action:
      'start it with the PostgreSQL version that made it, or move DATA_DIR/pg away to start with an empty database',
  },
];

/** Explains an exit of PostgreSQL before it was ready, from the lines it wrote. */
export function explainPostgresExit(output: string[], port: number, exit: string): StartError {
  const lines = output
    .flatMap((chunk) => chunk.split('\n'))
    .map((line) => line.trim())
    .filter(Boolean);
  for (const known of KNOWN_CAUSES) {
    const line = lines.find((candidate) => known.pattern.test(candidate));
    if (line)
      return new StartError(
        `the embedded PostgreSQL did not start: ${known.cause(line.replace(/^.*?(FATAL|LOG|ERROR):\s*/, ''), port)}`,
        known.action,
      );
  }
  const said = lines.filter((line) => /FATAL|PANIC|ERROR/.test(line)).slice(-3);
  return new StartError(
    `the embedded PostgreSQL did not start (${exit})${said.length ? `: ${said.join(' / ')}` : ''}`,
    'read the PostgreSQL lines above (LOG_LEVEL=debug shows all of them); DATA_DIR/pg holds the data',
  );
}
