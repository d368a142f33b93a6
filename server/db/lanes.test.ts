import { describe, expect, it } from 'vitest'
import { runInLanes, type LaneTask } from './lanes'

const tick = () => new Promise((r) => setTimeout(r, 1))

describe('runInLanes', () => {
  it('runs at most `lanes` tasks at once, each after the tasks it names, in list order otherwise', async () => {
    const log: string[] = []
    let running = 0
    let most = 0
    const task = (name: string, after?: string[]): LaneTask => ({
      name,
      after,
      run: async () => {
        most = Math.max(most, ++running)
        log.push(`start ${name}`)
        await tick()
        log.push(`end ${name}`)
        running--
      },
    })
    await runInLanes([task('a'), task('b', ['a']), task('c'), task('d', ['b', 'c'])], 2)
    expect(most).toBe(2)
    expect(log.slice(0, 2)).toEqual(['start a', 'start c'])
    expect(log.indexOf('start b')).toBeGreaterThan(log.indexOf('end a'))
    expect(log.indexOf('start d')).toBeGreaterThan(Math.max(log.indexOf('end b'), log.indexOf('end c')))
  })

  it('a task naming a task of no run waits for nothing; one lane runs the list in order', async () => {
    const log: string[] = []
    const task = (name: string, after?: string[]): LaneTask => ({
      name,
      after,
      run: async () => void log.push(name),
    })
    await runInLanes([task('x', ['done before']), task('y')], 1)
    expect(log).toEqual(['x', 'y'])
  })

  it('stops starting tasks after a failure and throws it once the running ones end', async () => {
    const log: string[] = []
    const tasks: LaneTask[] = [
      { name: 'fails', run: async () => Promise.reject(new Error('boom')) },
      { name: 'slow', run: async () => void (await tick(), log.push('slow')) },
      { name: 'later', after: ['fails'], run: async () => void log.push('later') },
      { name: 'next', run: async () => void log.push('next') },
    ]
    await expect(runInLanes(tasks, 2)).rejects.toThrow('boom')
    expect(log).toEqual(['slow'])
  })

  it('refuses tasks that wait for each other', async () => {
    const noop = async () => {}
    await expect(
      runInLanes(
        [
          { name: 'a', after: ['b'], run: noop },
          { name: 'b', after: ['a'], run: noop },
        ],
        2,
      ),
    ).rejects.toThrow('tasks wait for each other: a, b')
  })
})
