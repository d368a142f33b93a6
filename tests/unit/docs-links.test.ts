import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../..')

/** README.md and every Markdown file under docs/. */
const files = [
  join(root, 'README.md'),
  ...readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md'))
    .map((f) => join(root, 'docs', f)),
]

/** The text outside fenced code blocks and inline code, where a `[text](target)` is a link. */
const prose = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '')

const links = (markdown: string) =>
  [...prose(markdown).matchAll(/!?\[[^\]]*\]\(([^)\s]+)\)/g)].map((m) => m[1] ?? '')

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-')

const anchors = (markdown: string) =>
  new Set([...prose(markdown).matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1] ?? '')))

describe('documentation links', () => {
  it('finds the README and the docs', () => {
    expect(files.length).toBeGreaterThan(3)
  })

  it.each(files.map((f) => [relative(root, f), f]))('%s: every relative link resolves', (_, file) => {
    const broken: string[] = []
    for (const target of links(readFileSync(file, 'utf8'))) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue // https:, mailto: and the like
      const [path = '', anchor] = target.split('#')
      const resolved = path ? resolve(dirname(file), decodeURIComponent(path)) : file
      if (!existsSync(resolved)) broken.push(`${target} (no such file)`)
      else if (anchor && statSync(resolved).isFile() && resolved.endsWith('.md')) {
        if (!anchors(readFileSync(resolved, 'utf8')).has(anchor)) broken.push(`${target} (no such heading)`)
      }
    }
    expect(broken).toEqual([])
  })
})
