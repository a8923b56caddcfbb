import * as OpenCC from 'opencc-js'

/**
 * Script purity for the reading eval, with OpenCC's character tables, the same way as
 * packages/content/test/script-check.ts checks the card texts (and with the same
 * characters allowed: OpenCC maps a few that are standard in both scripts in the words
 * a reading uses — 占卜, 皇后, 拮据, 斗篷, 干擾, 台灣, 托著, 岩石, 風采, 划算; 抬头).
 * Traditional Chinese is also held to Taiwan usage: Taiwan's character variants
 * (OpenCC's Traditional → Taiwan table: 裡 not 裏, 為 not 爲, 眾 not 衆) and a short
 * list of mainland words that Taiwan says otherwise (資訊 not 信息, 網路 not 網絡…).
 */
const toTraditional = OpenCC.Converter({ from: 'cn', to: 'tw' })
const toSimplified = OpenCC.Converter({ from: 'tw', to: 'cn' })
const toTaiwanVariant = OpenCC.Converter({ from: 't', to: 'tw' })

const BOTH_IN_TRADITIONAL = new Set(Array.from('占后据斗干台托岩采划'))
const BOTH_IN_SIMPLIFIED = new Set(Array.from('抬'))
/** 祕 is the Ministry of Education's standard form (the card texts use it); OpenCC's Taiwan table prefers 秘. Both are Taiwan usage. */
const TAIWAN_EITHER = new Set(Array.from('祕'))

/**
 * Mainland words with a different Taiwan usage, as they would be written in Traditional
 * characters. Kept to words that have no other everyday sense in Taiwan (not 支持, 循環,
 * 打開 or 數據, which OpenCC's phrase table would also rewrite).
 */
export const MAINLAND_WORDS: Readonly<Record<string, string>> = {
  信息: '資訊',
  網絡: '網路',
  質量: '品質',
  視頻: '影片',
  軟件: '軟體',
  硬件: '硬體',
  默認: '預設',
  屏幕: '螢幕',
  互聯網: '網際網路',
  短信: '簡訊',
  打印: '列印',
  鼠標: '滑鼠',
  博客: '部落格',
  出租車: '計程車',
  自行車: '腳踏車',
  靠譜: '可靠',
  給力: '很棒',
  點贊: '按讚',
  公交車: '公車',
  高考: '學測',
}

const cache = new Map<string, [string, string, string]>()
function convert(ch: string): [string, string, string] {
  let hit = cache.get(ch)
  if (!hit) {
    hit = [toTraditional(ch), toSimplified(ch), toTaiwanVariant(ch)]
    cache.set(ch, hit)
  }
  return hit
}

const han = (text: string) => Array.from(new Set(text.match(/\p{Script=Han}/gu) ?? []))

/** Characters that exist only in Simplified Chinese. */
export function simplifiedOnlyChars(text: string): string[] {
  return han(text).filter((ch) => {
    const [trad, simp] = convert(ch)
    return trad !== ch && simp === ch && !BOTH_IN_TRADITIONAL.has(ch)
  })
}

/** Characters that exist only in Traditional Chinese. */
export function traditionalOnlyChars(text: string): string[] {
  return han(text).filter((ch) => convert(ch)[1] !== ch && !BOTH_IN_SIMPLIFIED.has(ch))
}

/** Traditional characters in a variant other than Taiwan's (裏, 爲, 衆…). */
export function nonTaiwanVariants(text: string): string[] {
  return han(text).filter((ch) => convert(ch)[2] !== ch && !TAIWAN_EITHER.has(ch))
}

/** Mainland words in a Traditional text, each with the Taiwan word. */
export function mainlandWords(text: string): string[] {
  return Object.entries(MAINLAND_WORDS)
    .filter(([word]) => text.includes(word))
    .map(([word, taiwan]) => `${word}→${taiwan}`)
}
