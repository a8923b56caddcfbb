/**
 * H5: read from the document at once. Every page opened stays in the document (the ones behind
 * hidden), so the element taken is the one drawn on screen; null where none is.
 */
export function measureTops(selectors: string[], done: (tops: (number | null)[]) => void): void {
  done(
    selectors.map((selector) => {
      for (const element of Array.from(document.querySelectorAll(selector))) {
        const rect = element.getBoundingClientRect()
        if (rect.width > 0 && rect.height > 0) return rect.top
      }
      return null
    }),
  )
}
