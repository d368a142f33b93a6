import { DetailScreen } from '@/screens/detail-screen'
import type { ScreenProps } from '@/screens/screen-props'
import { AbTestActions } from './ab-test-actions'

/** An AB test's detail (view `abTestDetail`): the generic detail with start and stop; results as its panel. */
export function AbTestDetailScreen(p: ScreenProps) {
  return <DetailScreen {...p} actions={(test) => <AbTestActions test={test} />} />
}
