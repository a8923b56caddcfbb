/** H5: the browser's device pixel ratio (2–3 on phones), 1 when unknown. */
export function screenPixelRatio(): number {
  return typeof window !== 'undefined' && window.devicePixelRatio > 0 ? window.devicePixelRatio : 1
}
