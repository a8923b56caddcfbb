/**
 * Today's card for the H5 first screen (src/index.html), chosen before the app's code has loaded so the card can be
 * shown in its slot, and fetched, at once. It makes the same choice as @tarot/core/daily's `todaysCard` and reads the
 * same stored records (`tarot-today`, the pin; `user-info`, the session), and config/index.ts hands its source to
 * the page's inline script; first-screen-today.test.ts checks the two agree. Self-contained (no imports, no
 * helpers a compiler would add): its text is what runs in the page.
 */
export function firstScreenToday(storage: Pick<Storage, 'getItem'>, now: Date): { id: string; orientation: string } | null {
  // Taro's storage on H5 wraps each value as {"data": …}; zustand's persist stores {"state": …, "version": …} in it.
  function read(name: string) {
    try {
      return JSON.parse(JSON.parse(storage.getItem(name) as string).data).state || {}
    } catch (_error) {
      return {}
    }
  }
  function pad(n: number) {
    return (n < 10 ? '0' : '') + n
  }
  const day = now.getFullYear() + '-' + pad(now.getMonth() + 1) + '-' + pad(now.getDate())
  const session = read('user-info')
  const owner = session.userId || null
  const pin = read('tarot-today').pin
  if (pin && pin.day === day && (pin.owner === null || pin.owner === owner) && typeof pin.id === 'string') {
    return { id: pin.id, orientation: pin.orientation }
  }
  // The deck in its canonical order (@tarot/core/deck): majors 0–21, then Wands, Cups, Swords, Coins, ace to king.
  const deck: string[] = []
  for (let m = 0; m < 22; m++) deck.push('Major' + pad(m))
  const suits = ['Wands', 'Cups', 'Swords', 'Coins']
  for (let s = 0; s < 4; s++) for (let n = 1; n <= 14; n++) deck.push(suits[s] + pad(n))
  // FNV-1a with a final avalanche, as dailyCard.
  const text = 'tarot-daily|' + (session.userId || session.uken || 'visitor') + '|' + day
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  h ^= h >>> 16
  h = Math.imul(h, 0x7feb352d) >>> 0
  h ^= h >>> 15
  h = Math.imul(h, 0x846ca68b) >>> 0
  h ^= h >>> 16
  h = h >>> 0
  return { id: deck[h % deck.length] as string, orientation: (h >>> 8) % 4 === 0 ? 'reversed' : 'upright' }
}
