import { CARD_HEIGHT, CARD_WIDTH, type LayoutPosition, type SpreadLayout } from '@tarot/core/layout'

/** A card slot on the screen: its top-left corner, size and rotation, in screen px. */
export interface Slot {
  index: number
  left: number
  top: number
  width: number
  height: number
  angle: number
  /**
   * Where the layout crosses two cards on purpose (the Celtic Cross's card 2 across card 1):
   * 'under' for the card beneath, 'over' for the one laid across it; what a slot shows must
   * keep clear of the other card's middle so both stay legible.
   */
  crossing?: 'under' | 'over'
}

/** The bounding box of the layout's cards (rotations included) plus its margin, in layout units. */
function bounds(layout: SpreadLayout) {
  let minX = Infinity
  let minY = Infinity
  let maxX = -Infinity
  let maxY = -Infinity
  for (const p of layout.positions) {
    const rad = (p.angle * Math.PI) / 180
    const w = Math.abs(CARD_WIDTH * Math.cos(rad)) + Math.abs(CARD_HEIGHT * Math.sin(rad))
    const h = Math.abs(CARD_WIDTH * Math.sin(rad)) + Math.abs(CARD_HEIGHT * Math.cos(rad))
    minX = Math.min(minX, p.x - w / 2)
    maxX = Math.max(maxX, p.x + w / 2)
    minY = Math.min(minY, p.y - h / 2)
    maxY = Math.max(maxY, p.y + h / 2)
  }
  const m = layout.margin
  return { minX: minX - m, minY: minY - m, width: maxX - minX + 2 * m, height: maxY - minY + 2 * m }
}

/**
 * Scales a layout to a box `maxWidth` wide (and at most `maxHeight` tall): every
 * position becomes a slot in screen px, keeping the layout's proportions.
 */
export function fitLayout(layout: SpreadLayout, maxWidth: number, maxHeight = Infinity): { width: number; height: number; scale: number; slots: Slot[] } {
  const box = bounds(layout)
  const scale = Math.min(maxWidth / box.width, maxHeight / box.height)
  const under = new Set((layout.overlaps ?? []).map(([a, b]) => Math.min(a, b)))
  const over = new Set((layout.overlaps ?? []).map(([a, b]) => Math.max(a, b)))
  const slot = (p: LayoutPosition, index: number): Slot => ({
    index,
    ...(over.has(index) ? { crossing: 'over' as const } : under.has(index) ? { crossing: 'under' as const } : {}),
    width: CARD_WIDTH * scale,
    height: CARD_HEIGHT * scale,
    left: (p.x - box.minX) * scale - (CARD_WIDTH * scale) / 2,
    top: (p.y - box.minY) * scale - (CARD_HEIGHT * scale) / 2,
    angle: p.angle,
  })
  return { width: box.width * scale, height: box.height * scale, scale, slots: layout.positions.map(slot) }
}
