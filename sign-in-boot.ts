import { fileURLToPath } from 'node:url'
import { build, type Plugin, type Rollup } from 'vite'

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/
const CHARSET = /<meta charset="[^"]*"\s*\/?>/
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g

/**
 * index.html's boot script (src/boot.ts, issue 21): the built page no longer names the console's entry and
 * preloads as tags, which the browser would download at once, but gives them to a small inline script near
 * the top of <head>. Signed out, it goes to the sign-in page without downloading the console; otherwise it
 * adds the same tags itself. The server allows the inline script by its hash (server/security-headers.ts).
 */
export function signInBoot(): Plugin {
  return {
    name: 'sign-in-boot',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        const entry = ENTRY.exec(html)
        if (!entry) throw new Error('sign-in-boot: no entry module in index.html')
        const preloads = [...html.matchAll(PRELOAD)]
        const code = await compileBoot()
        if (/<\/script|<!--/i.test(code)) throw new Error('sign-in-boot: the script would end its own tag')
        const rest = [entry, ...preloads].reduce((h, m) => h.replace(m[0], ''), html)
        // Each language's catalog chunk (vite.config.ts names them locale-<lang>), relative like the entry.
        const locales = Object.values(ctx.bundle ?? {})
          .flatMap((c) => {
            const lang = c.type === 'chunk' ? /^locale-(\w+)$/.exec(c.name)?.[1] : undefined
            return lang ? [`${lang}=./${c.fileName}`] : []
          })
          .join(',')
        const data = `data-entry="${entry[1]}" data-preloads="${preloads.map((m) => m[1]).join(',')}" data-locales="${locales}"`
        // After the charset (which must come within the first 1024 bytes), before the stylesheet (an inline
        // script after a stylesheet waits for it).
        const charset = CHARSET.exec(rest)
        if (!charset) throw new Error('sign-in-boot: no <meta charset> in index.html')
        return rest.replace(charset[0], `${charset[0]}<script ${data}>${code}</script>`)
      },
    },
  }
}

/** src/boot.ts and what it imports as one minified script (a nested build: nothing shared with the console). */
async function compileBoot(): Promise<string> {
  const out = (await build({
    configFile: false,
    logLevel: 'warn',
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    // Only the dev server's fallback configuration reads it: a constant keeps the script (and its hash) the
    // same from build to build.
    define: { __BUILD_ID__: JSON.stringify('boot') },
    build: {
      write: false,
      copyPublicDir: false,
      emptyOutDir: false,
      minify: true,
      target: 'es2020',
      lib: { entry: 'src/boot.ts', formats: ['iife'], name: 'consoleBoot' },
    },
  })) as Rollup.RollupOutput[]
  return out[0]!.output[0].code.trim()
}
