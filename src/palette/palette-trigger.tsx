import { Button } from 'react-aria-components/Button'
import { Trans } from '@lingui/react/macro'
import { KeyHint } from '@/shortcuts/key-hint'
import { overlays } from '@/shortcuts/overlays'
import { loadPalette } from './load'
import { SearchIcon } from './search-icon'

/**
 * The navbar's button for the command palette, with its Mod+K hint; fetches the palette as the pointer nears.
 * Its name is the text it shows, as axe's label-content-name-mismatch wants (a narrow screen hides the text
 * from the eye only).
 */
export function PaletteTrigger() {
  return (
    <Button
      className="palette-trigger"
      aria-keyshortcuts="Control+K Meta+K"
      onHoverStart={() => void loadPalette()}
      onFocus={() => void loadPalette()}
      onPress={() => overlays.open('palette')}
    >
      <SearchIcon size={16} />
      <span className="palette-trigger-text">
        <Trans>Search…</Trans>
      </span>
      <KeyHint keys="Mod+K" />
    </Button>
  )
}
