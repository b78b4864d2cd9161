import type { Plugin } from 'vite';
import { calls } from '../contracts/src/calls/index.ts';

const ID = 'virtual:call-meta';

/**
 * `virtual:call-meta`: what the web call wrapper needs of each call (which merchant field to fill, whether failures
 * are shown inline) derived from the registry at build time, so the sign-in route does not load every call's
 * schemas just to read two flags.
 */
export function callMetaPlugin(): Plugin {
  const meta = Object.fromEntries(
    Object.entries(calls).map(([name, def]) => [
      name,
      {
        merchantField: def.access.kind === 'merchant' ? def.access.merchantField : null,
        isSilent: 'isSilent' in def && def.isSilent === true,
      },
    ]),
  );
  return {
    name: 'call-meta',
    resolveId: (source) => (source === ID ? `\0${ID}` : null),
    load: (id) => (id === `\0${ID}` ? `export const CALL_META = ${JSON.stringify(meta)};` : null),
  };
}
