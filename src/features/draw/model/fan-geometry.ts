import { DECK_SIZE } from '@tarot/core/deck'

/** One face-down card's resting place in the fan, in screen px (its top-left corner and its tilt). */
export interface FanSlot {
  index: number
  left: number
  top: number
  angle: number
}

export interface FanGeometry {
  cardWidth: number
  cardHeight: number
  /** How much of each card shows before the next one covers it: its tap strip. */
  step: number
  width: number
  height: number
  /** How far a picked card rises out of the fan. */
  lift: number
  slots: FanSlot[]
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

/**
 * The 78 backs as a gentle arc wider than the screen (the fan scrolls sideways):
 * each card overlaps the next, tilted along the arc, lower towards both ends.
 * Computed once; the cards are placed with static styles, so picking costs no layout work.
 */
export function fanGeometry(viewportWidth: number, count = DECK_SIZE): FanGeometry {
  const cardWidth = Math.round(clamp(viewportWidth * 0.16, 48, 72))
  const cardHeight = Math.round(cardWidth * 1.7)
  const step = Math.round(cardWidth * 0.3)
  const lift = Math.round(cardWidth * 0.45)
  const padding = Math.round(cardWidth * 0.5)
  const halfSpan = ((count - 1) / 2) * step
  // The ends drop by about two thirds of a card width: a circle of this radius through the middle.
  const drop = cardWidth * 0.65
  const radius = halfSpan > 0 ? (halfSpan * halfSpan) / (2 * drop) : 1
  const slots: FanSlot[] = Array.from({ length: count }, (_, index) => {
    const dx = (index - (count - 1) / 2) * step
    return {
      index,
      left: padding + index * step,
      top: lift + (dx * dx) / (2 * radius),
      angle: (Math.atan(dx / radius) * 180) / Math.PI,
    }
  })
  return {
    cardWidth,
    cardHeight,
    step,
    lift,
    width: 2 * padding + (count - 1) * step + cardWidth,
    height: Math.ceil(lift + drop + cardHeight + cardWidth * 0.4),
    slots,
  }
}
