import { existsSync, readFileSync, readlinkSync, realpathSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { StartError } from './start-error.ts';

const STOP_WAIT_MS = 15_000;

/** The process `pid`, as /proc shows it; null when there is none (or only a zombie, which is dead). */
function processInfo(pid: number): { ppid: number; cwd: string | null; exe: string | null; cmdline: string } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (2nd field) may hold spaces and parentheses: the fields after it follow the last ')'.
    const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (state === 'Z' || state === 'X') return null;
    const link = (name: string) => {
      try {
        return readlinkSync(`/proc/${pid}/${name}`);
      } catch {
        return null;
      }
    };
    return {
      ppid: Number(ppid),
      cwd: link('cwd'),
      exe: link('exe'),
      cmdline: readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' '),
    };
  } catch {
    return null;
  }
}

const isAlive = (pid: number) => processInfo(pid) !== null;

/**
 * Clears the way for a PostgreSQL over `dataDir` left by an earlier server that died without stopping it
 * (`kill -9`, a crash): the postmaster named in postmaster.pid, when it is still a PostgreSQL of this folder
 * (its working directory is the data folder) whose parent is gone, is stopped (fast shutdown, then harder). A
 * postmaster still owned by a live server process is not touched: two servers over one DATA_DIR is refused with
 * its cause. A pid file naming a dead process, a zombie or an unrelated process (pid reuse) is removed, since
 * PostgreSQL would refuse to start over a pid that still answers. Linux only (/proc); elsewhere PostgreSQL's own
 * checks stand.
 */
export async function clearStalePostmaster(dataDir: string, log: (line: string) => void): Promise<void> {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile) || !existsSync('/proc/self/stat')) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isSafeInteger(pid) || pid <= 0) return;
  const info = processInfo(pid);
  const ours =
    info !== null && info.cwd !== null && info.cwd === realpathSync(dataDir) && /postgres/.test(info.cmdline);
  if (!ours) {
    log(
      `removing the stale postmaster.pid of process ${pid}, which is ${info ? 'not a PostgreSQL of this folder' : 'gone'}`,
    );
    rmSync(pidFile, { force: true });
    return;
  }
  const parent = info.ppid > 1 ? processInfo(info.ppid) : null;
  if (parent && parent.exe !== null && parent.exe === process.execPath) {
    throw new StartError(
      `another server (process ${info.ppid}) runs PostgreSQL (process ${pid}) over this data folder ${dataDir}`,
      'stop that server first, or give this one another DATA_DIR',
    );
  }
  log(
    `stopping the PostgreSQL (process ${pid}) left running over ${dataDir} by a server that ended without stopping it`,
  );
  for (const [signal, waitMs] of [
    ['SIGINT', STOP_WAIT_MS],
    ['SIGQUIT', 5_000],
    ['SIGKILL', 5_000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      break;
    }
    const deadline = Date.now() + waitMs;
    while (isAlive(pid) && Date.now() < deadline) await sleep(100);
    if (!isAlive(pid)) break;
  }
  if (isAlive(pid)) {
    throw new StartError(
      `the PostgreSQL (process ${pid}) left over ${dataDir} by an earlier server does not stop`,
      `stop process ${pid} (kill -9 ${pid}) and start again`,
    );
  }
  if (existsSync(pidFile) && Number(readFileSync(pidFile, 'utf8').split('\n')[0]) === pid)
    rmSync(pidFile, { force: true });
}
