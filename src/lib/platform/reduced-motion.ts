/**
 * Whether the user asked the system for less motion. This neutral file serves
 * the mini-program, which does not expose the setting; H5 and RN have leaves.
 */
export function prefersReducedMotion(): boolean {
  return false
}

/** Calls `onChange` when the setting changes (and once when it is only known later); returns the unsubscribe. */
export function watchReducedMotion(_onChange: (reduced: boolean) => void): () => void {
  return () => undefined
}
