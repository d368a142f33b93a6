/**
 * Import direction (README, Decisions): a folder may import its own tier and the tiers below it, never above.
 *   domain ← api, i18n ← ui, table, forms, auth, offline ← resources ← features, shell, palette, shortcuts
 *   ← routes ← app (with main.tsx and embed.tsx)
 * server/ imports only src/domain.
 */
export const TIERS = [
  ['domain'],
  ['api', 'i18n'],
  ['resources'],
  ['ui', 'table', 'forms', 'auth', 'offline', 'shell-state'],
  ['features', 'screens', 'shell', 'palette', 'shortcuts'],
  ['routes'],
  ['app'],
]

const ALL = TIERS.flat()

/** import-x/no-restricted-paths zones: each folder may not import any folder of a higher tier. */
export function layerZones() {
  return TIERS.flatMap((tier, level) =>
    tier.flatMap((folder) => {
      const above = TIERS.slice(level + 1).flat()
      return above.length
        ? [
            {
              target: `./src/${folder}`,
              from: above.map((f) => `./src/${f}`),
              message: `src/${folder} may not import a higher layer (eslint-layers.js).`,
            },
          ]
        : []
    }),
  )
}

export const serverZone = {
  target: './server',
  from: ['./src'],
  except: ['./domain'],
  message: 'server/ imports only src/domain.',
}

export const FOLDERS = ALL
