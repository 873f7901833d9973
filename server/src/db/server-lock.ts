import fs from 'node:fs';
import path from 'node:path';

// Embedded PGlite is one process's database: a second process opening the same directory (a backup,
// a restore, a seed run) while the server writes to it can corrupt it. The server leaves its pid
// here while it runs; the command-line tools refuse to touch the directory while that process lives.

const lockFile = (dataDir: string) => path.join(dataDir, 'server.pid');

/** The pid of a live server using this data directory, or null (a stale file from a crash is ignored). */
export function runningServerPid(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(lockFile(dataDir), 'utf8').trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

/** Marks the directory as in use by this process; returns the release function. */
export function holdServerLock(dataDir: string): () => void {
  const other = runningServerPid(dataDir);
  if (other) throw new Error(`Another server (pid ${other}) is already using ${dataDir}. Stop it first, or set DATA_DIR.`);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(lockFile(dataDir), String(process.pid));
  return () => {
    try {
      if (fs.readFileSync(lockFile(dataDir), 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockFile(dataDir));
    } catch {
      // Already gone.
    }
  };
}

/** Exits with a clear message when a server is using the directory. */
export function refuseWhileServerRuns(dataDir: string, action: string): void {
  const pid = runningServerPid(dataDir);
  if (pid) {
    console.error(
      `The server (pid ${pid}) is using ${dataDir}. Stop it before you ${action}: embedded PGlite allows one process at a time.`,
    );
    process.exit(1);
  }
}
