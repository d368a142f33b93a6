import { useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { Trans } from '@lingui/react/macro'
import { ListScreen } from '@/screens/list-screen'
import type { ScreenProps } from '@/screens/screen-props'
import { RecommendOrder } from './recommend-order'

/**
 * A scene's recommendations (view `recommendList`): the one list screen, plus "Arrange order", which opens the
 * order of one of the scene's lists above the table.
 */
export function RecommendListScreen(p: ScreenProps) {
  const [arranging, setArranging] = useState(false)
  const scene = p.screen.screen.fixed?.scene ?? ''
  return (
    <ListScreen
      {...p}
      actions={
        <Button className="btn" aria-expanded={arranging} onPress={() => setArranging((a) => !a)}>
          {arranging ? <Trans>Close order</Trans> : <Trans>Arrange order</Trans>}
        </Button>
      }
    >
      {arranging && <RecommendOrder scene={scene} />}
    </ListScreen>
  )
}
