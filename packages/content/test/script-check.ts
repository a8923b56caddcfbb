import * as OpenCC from 'opencc-js'

/**
 * Mechanical script check with OpenCC's character tables. A character counts
 * as Simplified-only if OpenCC would change it going to Taiwan Traditional and
 * not coming back; as Traditional-only if OpenCC would change it going to
 * Simplified. OpenCC maps a few characters that are standard in both scripts in
 * the words we use (占卜, 皇后, 拮据, 斗篷, 干擾, 台灣, 托著, 岩石, 風采, 划算; 抬头):
 * those are allowed explicitly.
 */
const toTraditional = OpenCC.Converter({ from: 'cn', to: 'tw' })
const toSimplified = OpenCC.Converter({ from: 'tw', to: 'cn' })

const BOTH_IN_TRADITIONAL = new Set(Array.from('占后据斗干台托岩采划'))
const BOTH_IN_SIMPLIFIED = new Set(Array.from('抬'))

const cache = new Map<string, [string, string]>()
function convert(ch: string): [string, string] {
  let hit = cache.get(ch)
  if (!hit) {
    hit = [toTraditional(ch), toSimplified(ch)]
    cache.set(ch, hit)
  }
  return hit
}

export function simplifiedOnlyChars(text: string): string[] {
  return Array.from(
    new Set(
      Array.from(text).filter((ch) => {
        const [trad, simp] = convert(ch)
        return trad !== ch && simp === ch && !BOTH_IN_TRADITIONAL.has(ch)
      }),
    ),
  )
}

export function traditionalOnlyChars(text: string): string[] {
  return Array.from(new Set(Array.from(text).filter((ch) => convert(ch)[1] !== ch && !BOTH_IN_SIMPLIFIED.has(ch))))
}
