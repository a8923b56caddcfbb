import { AccessibilityInfo } from 'react-native'

/** React Native: the system's "reduce motion" accessibility setting, which is only read asynchronously. */
export function prefersReducedMotion(): boolean {
  return false
}

export function watchReducedMotion(onChange: (reduced: boolean) => void): () => void {
  let live = true
  AccessibilityInfo.isReduceMotionEnabled()
    .then((reduced) => live && onChange(reduced))
    .catch(() => undefined)
  const subscription = AccessibilityInfo.addEventListener('reduceMotionChanged', (reduced: boolean) => onChange(reduced))
  return () => {
    live = false
    subscription.remove()
  }
}
