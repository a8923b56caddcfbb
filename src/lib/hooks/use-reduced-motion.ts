import { useEffect, useState } from 'react'
import { prefersReducedMotion, watchReducedMotion } from '@/lib/platform/reduced-motion'

/** The user's "reduce motion" preference, kept current while mounted (false where the platform does not say). */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(prefersReducedMotion)
  useEffect(() => watchReducedMotion(setReduced), [])
  return reduced
}
