import { describe, expect, it } from 'vitest'
import { generatePassword } from './passwords'

describe('generated passwords', () => {
  it('are four groups of four unambiguous characters, different each time', () => {
    const seen = new Set<string>()
    for (let i = 0; i < 200; i++) {
      const p = generatePassword()
      expect(p).toMatch(/^[a-km-np-zA-HJ-NP-Z2-9]{4}(-[a-km-np-zA-HJ-NP-Z2-9]{4}){3}$/)
      expect(p.toLowerCase()).not.toContain('demo')
      seen.add(p)
    }
    expect(seen.size).toBe(200)
  })
})
