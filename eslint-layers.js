import { readdirSync } from 'node:fs'
import { relative, sep } from 'node:path'

/**
 * Import direction (README, Decisions): the folders of src/ in order, each importing only itself and the folders
 * before it, never one after; a folder missing from the list fails the lint. Files directly in src/ (main.tsx,
 * embed.tsx, boot.ts) are the app's. server/ imports only src/domain. Feature areas (src/features/<area>) do
 * not import each other: what two areas share goes down a layer (the generic screens in src/screens are the
 * shared room of every area).
 */
const LAYERS = [
  'domain',
  'api',
  'i18n',
  // Declarations of how each entity looks (labels, bindings), read by the table, the forms and the screens.
  'resources',
  'ui',
  'offline',
  'auth',
  'table',
  'forms',
  // The shell's state (open tabs, settings, sidebar), read by the shortcuts, the palette and the pages too.
  'shell-state',
  // The shortcut registry knows no palette; the palette offers the shortcuts; the shell hosts both.
  'shortcuts',
  'palette',
  'shell',
  'screens',
  'features',
  'routes',
  'app',
]

const FOLDERS = new Set(LAYERS)
const FEATURES = 'src/features'

/** import-x/no-restricted-paths zones: each folder may not import any folder after it. */
export function layerZones() {
  return LAYERS.slice(0, -1).map((folder, i) => ({
    target: `./src/${folder}`,
    from: LAYERS.slice(i + 1).map((f) => `./src/${f}`),
    message: `src/${folder} may not import a later layer (eslint-layers.js).`,
  }))
}

/** The feature areas on disk (src/features/<area>/). */
const featureAreas = (root) =>
  readdirSync(`${root}/${FEATURES}`, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== 'locales')
    .map((d) => d.name)

/** Zones keeping each feature area out of the others. */
export function featureZones(root = '.') {
  return featureAreas(root).map((area) => ({
    target: `./${FEATURES}/${area}`,
    from: `./${FEATURES}`,
    except: [`./${area}`],
    message: `A feature area may not import another (eslint-layers.js): move what both need down a layer (src/screens, src/forms, ...).`,
  }))
}

export const serverZone = {
  target: './server',
  from: ['./src'],
  except: ['./domain'],
  message: 'server/ imports only src/domain.',
}

/**
 * `layers/listed-folder`: a file under src/ lives in a folder of the layer list (or directly in src/), and a
 * file under src/features lives in an area. Without it a new folder would escape the import direction.
 */
const listedFolder = {
  meta: {
    type: 'problem',
    messages: {
      unlisted: 'src/{{folder}} is not in the layers of eslint-layers.js: add it where it belongs.',
      arealess: 'A file of src/features belongs in an area (src/features/<area>/).',
    },
    schema: [],
  },
  create(context) {
    const parts = relative(context.cwd, context.filename).split(sep)
    if (parts[0] !== 'src' || parts.length < 3) return {}
    const report = (messageId) => ({
      Program: (node) => context.report({ node, messageId, data: { folder: parts[1] } }),
    })
    if (!FOLDERS.has(parts[1])) return report('unlisted')
    if (parts[1] === 'features' && parts.length < 4) return report('arealess')
    return {}
  },
}

export const layersPlugin = { rules: { 'listed-folder': listedFolder } }
