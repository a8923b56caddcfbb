import { DECK_SIZE } from '@tarot/core/deck'

/** One face-down card's place in the fan: its tilt, and where along the width a finger finds it. */
export interface FanSlot {
  index: number
  /** Degrees from upright, negative to the left. */
  angle: number
  /** Screen x of the card's upper middle, the part a finger rests on. */
  x: number
}

/**
 * The deck face down as a true fan: every card's bottom edge on one circle around a
 * pivot below the cards, turned by its angle, so the backs make an arc across the
 * whole width. A card is drawn at the pivot and moved by `rotate(angle) translateY(-radius)`
 * (origin at its bottom middle): compositor-only transforms, no layout per frame.
 */
export interface FanGeometry {
  width: number
  height: number
  cardWidth: number
  cardHeight: number
  /** How far a card under the finger or picked rises out of the fan, along its own axis. */
  lift: number
  pivotX: number
  pivotY: number
  /** Distance from the pivot to each card's bottom edge. */
  radius: number
  /** Half the fan's opening, in degrees. */
  spread: number
  slots: FanSlot[]
  /** The tap strips: card i owns screen x from edges[i] to edges[i + 1]; together they cover the width. */
  edges: number[]
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))
const rad = (deg: number) => (deg * Math.PI) / 180

/** How far up a card a finger rests, as a share of its height: the strips are measured there. */
const TOUCH_HEIGHT = 0.7
/** Half the fan's opening: the narrowest keeps the fan an arc rather than a heap; a deeper one, where the height allows, a bigger arc. */
const SPREADS = [45, 50, 55]
const MIN_CARD = 44

/** The fan's outline for one card width and opening, or null when the arc would no longer reach both sides. */
function outline(width: number, cardWidth: number, spread: number) {
  const cardHeight = Math.round(cardWidth * 1.7)
  const lift = Math.round(cardWidth * 0.4)
  const margin = 6
  const sin = Math.sin(rad(spread))
  const cos = Math.cos(rad(spread))
  // The outermost card, raised, touches the side margin with its outer top corner.
  const reach = (width / 2 - margin - (cardWidth / 2) * cos) / sin - cardHeight - lift
  const radius = Math.max(cardHeight * 0.6, reach)
  // The middle card, raised, just clears the top.
  const pivotY = lift + cardHeight + radius + margin
  // The lowest point is the outer cards' inner bottom corner.
  const height = Math.ceil(pivotY - radius * cos + (cardWidth / 2) * sin + margin)
  return { cardWidth, cardHeight, lift, spread, radius, pivotY, height, spans: reach >= cardHeight * 0.6 }
}

/** The largest cards (then the deepest arc) that still span the width and stand at most `maxHeight` tall; the smallest fan when none does. */
function fitted(width: number, maxHeight: number) {
  for (let cardWidth = Math.round(clamp(width * 0.19, MIN_CARD, 80)); cardWidth >= MIN_CARD; cardWidth -= 2) {
    for (const spread of [...SPREADS].reverse()) {
      const candidate = outline(width, cardWidth, spread)
      if (candidate.spans && candidate.height <= maxHeight) return candidate
    }
  }
  return outline(width, MIN_CARD, SPREADS[0]!)
}

/**
 * The fan for a window `width` screen px wide, with `count` cards: sized to the width, or given
 * `maxHeight` (the height the page leaves it), as large as fits in it.
 */
export function fanGeometry(width: number, count = DECK_SIZE, maxHeight?: number): FanGeometry {
  const chosen = maxHeight === undefined ? outline(width, Math.round(clamp(width * 0.15, MIN_CARD, 76)), SPREADS[0]!) : fitted(width, maxHeight)
  const { cardWidth, cardHeight, lift, spread, radius, pivotY, height } = chosen
  const pivotX = width / 2
  const step = count > 1 ? (2 * spread) / (count - 1) : 0
  const angleOf = (index: number) => (count > 1 ? -spread + index * step : 0)
  const touchRadius = radius + cardHeight * TOUCH_HEIGHT
  const slots: FanSlot[] = Array.from({ length: count }, (_, index) => ({
    index,
    angle: angleOf(index),
    x: pivotX + touchRadius * Math.sin(rad(angleOf(index))),
  }))
  // Strip boundaries halfway (in angle) between neighbours, so `cardAt` and the strips agree.
  const edges = [0, ...slots.slice(1).map((slot) => pivotX + touchRadius * Math.sin(rad(slot.angle - step / 2))), width]
  return { width, height, cardWidth, cardHeight, lift, pivotX, pivotY, radius, spread, slots, edges }
}

/** The card under screen x (relative to the fan's left edge): the one whose strip holds x; past either end, the end card. */
export function cardAt(fan: FanGeometry, x: number): number {
  const count = fan.slots.length
  if (count <= 1) return 0
  const touchRadius = fan.radius + fan.cardHeight * TOUCH_HEIGHT
  const angle = (Math.asin(clamp((x - fan.pivotX) / touchRadius, -1, 1)) * 180) / Math.PI
  const step = (2 * fan.spread) / (count - 1)
  return clamp(Math.round((angle + fan.spread) / step), 0, count - 1)
}

/** The CSS transform that puts a card at its place in the fan: turned by `angle`, its bottom on the circle, or lifted out of it. */
export function slotTransform(fan: FanGeometry, angle: number, raised: boolean): string {
  const distance = fan.radius + (raised ? fan.lift : 0)
  return `rotate(${angle.toFixed(2)}deg) translateY(${(-distance).toFixed(1)}px)`
}

/** Where a card of the fan sits on screen: its middle (relative to the fan's top left) and tilt, raised when picked. */
export function cardCentre(fan: FanGeometry, index: number, raised: boolean): { x: number; y: number; angle: number } {
  const angle = fan.slots[index]?.angle ?? 0
  const distance = fan.radius + fan.cardHeight / 2 + (raised ? fan.lift : 0)
  return { x: fan.pivotX + distance * Math.sin(rad(angle)), y: fan.pivotY - distance * Math.cos(rad(angle)), angle }
}
