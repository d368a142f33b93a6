import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SERVER_NODE_FLAGS } from './node-flags'

describe('the server’s Node flags', () => {
  it('are passed by every package.json script that runs the server', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
      scripts: Record<string, string>
    }
    const running = Object.entries(scripts).filter(([, cmd]) => /server\/(index|cluster)\.ts/.test(cmd))
    expect(running.map(([name]) => name).sort()).toEqual(['serve', 'serve:cluster', 'start', 'start:cluster'])
    for (const [name, cmd] of running)
      for (const flag of SERVER_NODE_FLAGS) expect(cmd, name).toContain(`node ${flag}`)
  })
})
