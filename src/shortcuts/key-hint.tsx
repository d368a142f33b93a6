import './shortcuts.css'
import { Fragment } from 'react'
import { chordLabels, isMacPlatform } from './keys'

const IS_MAC = isMacPlatform()

/** A key spec shown as keycaps: 'Mod+K' → Ctrl K (⌘ K on a Mac), 'G O' → G O. */
export function KeyHint({ keys, className }: { keys: string; className?: string }) {
  return (
    <span className={`key-hint ${className ?? ''}`}>
      {keys.split(' ').map((chord, i) => (
        <Fragment key={i}>
          {chordLabels(chord, IS_MAC).map((label) => (
            <kbd key={label}>{label}</kbd>
          ))}
        </Fragment>
      ))}
    </span>
  )
}
