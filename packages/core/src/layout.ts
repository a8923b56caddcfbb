/**
 * Board geometry of spread layouts (spec §3: margin, optional num and self,
 * positions with x, y and angle). Coordinates are a card's centre in layout
 * units, y downwards; an unrotated card is 100 wide and 170 tall; the angle is
 * a clockwise rotation in degrees. See docs/spreads.md.
 */

export const CARD_WIDTH = 100
export const CARD_HEIGHT = 170
export const ALLOWED_ANGLES = [0, 30, 45, 90, 270, 330] as const
export type Angle = (typeof ALLOWED_ANGLES)[number]

export interface LayoutPosition {
  x: number
  y: number
  angle: Angle
}

export interface SpreadLayout {
  /** Empty border kept around the cards, in layout units. */
  margin: number
  /** For grouped spreads: how many consecutive positions form one group (the board numbers groups). */
  num?: number
  /** Index of the position that stands for the querent. */
  self?: number
  /** Index pairs meant to overlap, such as the Celtic Cross's crossing card. */
  overlaps?: [number, number][]
  positions: LayoutPosition[]
}

type Point = readonly [number, number]

/** The four corners of a card lying at this position. */
export function corners({ x, y, angle }: LayoutPosition): Point[] {
  const rad = (angle * Math.PI) / 180
  const cos = Math.cos(rad)
  const sin = Math.sin(rad)
  const hw = CARD_WIDTH / 2
  const hh = CARD_HEIGHT / 2
  return [
    [-hw, -hh],
    [hw, -hh],
    [hw, hh],
    [-hw, hh],
  ].map(([dx, dy]) => [x + dx! * cos - dy! * sin, y + dx! * sin + dy! * cos] as const)
}

function project(points: Point[], axis: Point): [number, number] {
  let min = Infinity
  let max = -Infinity
  for (const [px, py] of points) {
    const v = px * axis[0] + py * axis[1]
    min = Math.min(min, v)
    max = Math.max(max, v)
  }
  return [min, max]
}

/** Separating-axis test for two rotated cards; touching edges (within `tolerance`) do not count. */
export function cardsOverlap(a: LayoutPosition, b: LayoutPosition, tolerance = 0.5): boolean {
  const pa = corners(a)
  const pb = corners(b)
  for (const poly of [pa, pb]) {
    for (let i = 0; i < 4; i += 1) {
      const p1 = poly[i]!
      const p2 = poly[(i + 1) % 4]!
      const axis: Point = [p2[1] - p1[1], p1[0] - p2[0]]
      const len = Math.hypot(axis[0], axis[1])
      const unit: Point = [axis[0] / len, axis[1] / len]
      const [aMin, aMax] = project(pa, unit)
      const [bMin, bMax] = project(pb, unit)
      if (aMax - tolerance <= bMin || bMax - tolerance <= aMin) return false
    }
  }
  return true
}

/** The rectangle the cards cover (without the margin). */
export function cardBounds(layout: Pick<SpreadLayout, 'positions'>): { minX: number; minY: number; maxX: number; maxY: number } {
  const all = layout.positions.flatMap(corners)
  return {
    minX: Math.min(...all.map((p) => p[0])),
    minY: Math.min(...all.map((p) => p[1])),
    maxX: Math.max(...all.map((p) => p[0])),
    maxY: Math.max(...all.map((p) => p[1])),
  }
}

/** The board's size with the margin, for scaling the layout to a screen. */
export function boardSize(layout: SpreadLayout): { width: number; height: number } {
  const b = cardBounds(layout)
  return { width: b.maxX - b.minX + 2 * layout.margin, height: b.maxY - b.minY + 2 * layout.margin }
}

/** Pairs of positions that overlap without the layout declaring it. */
export function unintendedOverlaps(layout: SpreadLayout): [number, number][] {
  const intended = new Set((layout.overlaps ?? []).map(([i, j]) => `${Math.min(i, j)}-${Math.max(i, j)}`))
  const found: [number, number][] = []
  layout.positions.forEach((a, i) => {
    for (let j = i + 1; j < layout.positions.length; j += 1) {
      if (!intended.has(`${i}-${j}`) && cardsOverlap(a, layout.positions[j]!)) found.push([i, j])
    }
  })
  return found
}
