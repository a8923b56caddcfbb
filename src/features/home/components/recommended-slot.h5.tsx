import { View } from '@tarojs/components'
import { Suspense, lazy } from 'react'

// The recommended spreads need the spread catalogue; on H5 it loads as its own chunk after the first screen.
const Recommended = lazy(() => import('./recommended-spreads').then((m) => ({ default: m.RecommendedSpreads })))

export function RecommendedSlot() {
  return (
    // The fallback holds the list's room, so the page does not shift when it arrives.
    <Suspense fallback={<View className='recommended recommended--pending' />}>
      <Recommended />
    </Suspense>
  )
}
