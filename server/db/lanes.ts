import type { Db } from './client'

/**
 * Connections the seed and the index builds use at once: two on PostgreSQL, which works on one statement per
 * connection and is sized here for a 2-core server; one on the embedded database (a single connection).
 */
export const lanesOf = (db: Pick<Db, 'kind'>) => (db.kind === 'postgres' ? 2 : 1)

/** A unit of work for runInLanes; it starts once the tasks of this run it names in `after` have finished. */
export interface LaneTask {
  name: string
  after?: readonly string[]
  run: () => Promise<void>
}

/**
 * Runs tasks on `lanes` workers at once (database connections, so a 2-core PostgreSQL server works on two
 * statements), each lane taking the first task in the list whose `after` tasks are done: list order is
 * priority. The first failure stops the lanes from starting more tasks and is thrown once the running ones end.
 */
export async function runInLanes(tasks: readonly LaneTask[], lanes: number): Promise<void> {
  const pending = [...tasks]
  const unfinished = new Set(tasks.map((t) => t.name))
  let failure: { error: unknown } | undefined
  let wake: (() => void)[] = []
  const notify = () => {
    for (const w of wake) w()
    wake = []
  }
  let running = 0
  const lane = async () => {
    while (!failure && pending.length) {
      const i = pending.findIndex((t) => (t.after ?? []).every((a) => !unfinished.has(a)))
      if (i < 0) {
        if (running) await new Promise<void>((resolve) => wake.push(resolve))
        else {
          failure ??= {
            error: new Error(`tasks wait for each other: ${pending.map((t) => t.name).join(', ')}`),
          }
          notify()
        }
        continue
      }
      const [task] = pending.splice(i, 1)
      running++
      try {
        await task!.run()
        unfinished.delete(task!.name)
      } catch (error) {
        failure ??= { error }
      } finally {
        running--
        notify()
      }
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, lanes) }, lane))
  if (failure) throw failure.error
}
