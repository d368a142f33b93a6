import { mkdirSync, openSync, readFileSync, unlinkSync, writeSync, closeSync } from 'node:fs'
import { join } from 'node:path'

export class DataDirLocked extends Error {}

/** The lock file's name inside DATA_DIR. */
export const LOCK_FILE = 'server.lock'

/** True when a process with this id is running (EPERM: it exists but belongs to someone else). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Claims DATA_DIR for this process: the embedded database is single-writer, and a second server on the same
 * folder loses acknowledged writes or corrupts it. The lock file holds the owner's pid and is created
 * exclusively; a lock whose pid is no longer running (a crashed or killed server) is taken over. Returns the
 * release function (also run on exit). Throws DataDirLocked naming the folder and the pid holding it.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true })
  const file = join(dataDir, LOCK_FILE)
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600)
      writeSync(fd, `${process.pid}\n`)
      closeSync(fd)
      break
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw e
      const holder = Number(readLock(file))
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && alive(holder))
        throw new DataDirLocked(
          `The data folder ${dataDir} is in use by another server (pid ${holder}). Stop that server, or set DATA_DIR to another folder.`,
        )
      // Stale (its server is gone) or unreadable: take it over.
      unlinkSync(file)
    }
  }
  let released = false
  const release = () => {
    if (released) return
    released = true
    try {
      if (readLock(file) === String(process.pid)) unlinkSync(file)
    } catch {
      /* already gone */
    }
  }
  process.once('exit', release)
  return release
}

function readLock(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim()
  } catch {
    return ''
  }
}
