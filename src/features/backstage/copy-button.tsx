import { useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { Trans } from '@lingui/react/macro'

/** Copies `text` to the clipboard and says so in its own label (announced, as the button keeps focus). */
export function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false)
  return (
    <Button
      className="btn"
      onPress={() =>
        void navigator.clipboard.writeText(text).then(
          () => setCopied(true),
          () => setCopied(false),
        )
      }
    >
      <span aria-live="polite">{copied ? <Trans>Copied</Trans> : <Trans>Copy</Trans>}</span>
    </Button>
  )
}
