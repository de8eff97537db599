import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The embedded database belongs to one process at a time. The running server
 * holds `server.lock` in the data directory; it also names the loopback port
 * and a secret with which the CLIs reach the running server's control
 * endpoint, so `npm run site -- ...` works without a restart.
 */
export interface DataDirLock {
  pid: number;
  port: number | null;
  token: string;
  startedAt: string;
}

const LOCK_FILE = 'server.lock';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function readLiveLock(dataDir: string): DataDirLock | null {
  const file = path.join(dataDir, LOCK_FILE);
  let lock: DataDirLock;
  try {
    lock = JSON.parse(fs.readFileSync(file, 'utf8')) as DataDirLock;
  } catch {
    return null;
  }
  return lock.pid !== process.pid && isAlive(lock.pid) ? lock : null;
}

export class DataDirBusyError extends Error {}

export function acquireDataDirLock(dataDir: string) {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const live = readLiveLock(dataDir);
  if (live) {
    throw new DataDirBusyError(
      `Another server (pid ${live.pid}) is using the embedded database in ${dataDir}. Stop it first, or set DATA_DIR to another folder.`,
    );
  }
  const lock: DataDirLock = { pid: process.pid, port: null, token: randomBytes(24).toString('base64url'), startedAt: new Date().toISOString() };
  const write = () => fs.writeFileSync(file, JSON.stringify(lock), { mode: 0o600 });
  write();
  return {
    token: lock.token,
    setPort(port: number) {
      lock.port = port;
      write();
    },
    release() {
      try {
        const current = JSON.parse(fs.readFileSync(file, 'utf8')) as DataDirLock;
        if (current.pid === process.pid) fs.unlinkSync(file);
      } catch {
        // already gone
      }
    },
  };
}

export function assertDataDirFree(dataDir: string) {
  const live = readLiveLock(dataDir);
  if (live) {
    throw new DataDirBusyError(
      `The server (pid ${live.pid}) is running on the embedded database in ${dataDir}; stop it before running this command.`,
    );
  }
}
