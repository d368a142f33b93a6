/**
 * CPU time used, read from /proc (Linux; 0 elsewhere). Beside throughput, which moves with whatever else the
 * machine runs, the CPU a server and its database spend per request is a figure load hardly changes.
 */
import { readdirSync, readFileSync } from 'node:fs'

/** Kernel clock ticks per second (USER_HZ), the unit of /proc/<pid>/stat's times. */
const TICKS_PER_SECOND = 100

/** User plus system CPU time a process has used so far, in ms (0 when it can't be read). */
export function processCpuMs(pid: number): number {
  try {
    // Fields after the command name, which may itself hold spaces, in ")".
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND
  } catch {
    return 0
  }
}

/** A backend's title: `postgres: [<cluster>: ]<user> <database> <client> <state>`. */
const BACKEND_TITLE = /^postgres: (?:[^ ]+: )?[^ ]+ ([^ ]+) /

/** CPU time (ms) of the children a process has waited for: a PostgreSQL server's exited backends. */
function reapedChildrenCpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return ((Number(fields[13]) + Number(fields[14])) * 1000) / TICKS_PER_SECOND
  } catch {
    return 0
  }
}

/**
 * CPU time (ms) of the PostgreSQL backends connected to database `name` (their process titles name it), plus
 * that of backends which have exited (a pool closes idle connections), which their server adds to its reaped
 * children's time: counted for every database, so compare readings taken while only the bench works.
 */
export function databaseCpuMs(name: string): number {
  let sum = 0
  let reaped = 0
  let pids: string[] = []
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d))
  } catch {
    return 0
  }
  for (const pid of pids) {
    try {
      const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')
      // The server itself runs under its binary's path; its backends and helpers under "postgres: …" titles.
      if (/\/postgres /.test(title) && !title.startsWith('postgres: '))
        reaped += reapedChildrenCpuMs(Number(pid))
      else if (BACKEND_TITLE.exec(title)?.[1] === name) sum += processCpuMs(Number(pid))
    } catch {
      // Gone meanwhile.
    }
  }
  return sum + reaped
}
