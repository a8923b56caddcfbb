/** H5: the browser's `prefers-reduced-motion` media query. */
const QUERY = '(prefers-reduced-motion: reduce)'

function media(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null
}

export function prefersReducedMotion(): boolean {
  return media()?.matches ?? false
}

export function watchReducedMotion(onChange: (reduced: boolean) => void): () => void {
  const list = media()
  if (!list || typeof list.addEventListener !== 'function') return () => undefined
  const listener = (event: MediaQueryListEvent) => onChange(event.matches)
  list.addEventListener('change', listener)
  return () => list.removeEventListener('change', listener)
}
