/**
 * The spread's positions under the fan while the cards are picked: one empty place per position,
 * in rows across the width, each a card's outline with its number and (where a place is wide
 * enough) its name beneath. Sized to the height the fan leaves, so a 10-card Celtic Cross or a
 * 48-card year ahead fits as well as three cards do.
 */
export interface SlotGrid {
  columns: number
  rows: number
  /** A place's width and height (the card's outline, its name beneath when named). */
  cellWidth: number
  cellHeight: number
  cardWidth: number
  cardHeight: number
  /** Whether the names are shown; narrow places keep only their number. */
  named: boolean
  /** The grid's size: `width` is the width given, `height` what the rows take. */
  width: number
  height: number
  /** Gaps between places, across and down. */
  gapX: number
  gapY: number
}

/** Two lines of the name under a card (11 px type on 14 px lines, and a little air above). */
export const NAME_HEIGHT = 34
/** Below this a place is too narrow for a name to read: the number alone. */
const NAMED_MIN_WIDTH = 58
/** Above this a card in a place would dwarf the fan above it. */
const MAX_CARD_WIDTH = 100
const MIN_CARD_WIDTH = 14
const NAMED_WORTH = 1.25
const RATIO = 1.7

/** The grid for `count` places in `width` × `height` screen px: the column count that gives the largest cards. */
export function slotGrid(count: number, width: number, height: number): SlotGrid {
  let best: SlotGrid | null = null
  const places = Math.max(1, count)
  for (let columns = 1; columns <= places; columns += 1) {
    const rows = Math.ceil(places / columns)
    const gapX = columns > 6 ? 6 : 12
    const gapY = 10
    const cellWidth = (width - (columns - 1) * gapX) / columns
    const named = cellWidth >= NAMED_MIN_WIDTH
    const label = named ? NAME_HEIGHT : 0
    const byHeight = ((height - (rows - 1) * gapY) / rows - label) / RATIO
    const cardWidth = Math.floor(Math.max(MIN_CARD_WIDTH, Math.min(cellWidth - (named ? 8 : 2), byHeight, MAX_CARD_WIDTH)))
    const cardHeight = Math.round(cardWidth * RATIO)
    const cellHeight = cardHeight + label
    const grid: SlotGrid = { columns, rows, cellWidth, cellHeight, cardWidth, cardHeight, named, width, height: rows * cellHeight + (rows - 1) * gapY, gapX, gapY }
    // Larger cards win, a named place counting as a fifth larger (its name is worth a little size); then fewer rows.
    const score = (g: SlotGrid) => g.cardWidth * (g.named ? NAMED_WORTH : 1)
    if (!best || score(grid) > score(best) || (score(grid) === score(best) && rows < best.rows)) best = grid
  }
  return best!
}

/** The middle of place `index` (row by row, a short last row centred), relative to the grid's top left. */
export function slotCentre(grid: SlotGrid, index: number, count: number): { x: number; y: number } {
  const row = Math.floor(index / grid.columns)
  const inRow = Math.min(grid.columns, count - row * grid.columns)
  const rowWidth = inRow * grid.cellWidth + (inRow - 1) * grid.gapX
  const column = index - row * grid.columns
  const x = (grid.width - rowWidth) / 2 + column * (grid.cellWidth + grid.gapX) + grid.cellWidth / 2
  const y = row * (grid.cellHeight + grid.gapY) + grid.cardHeight / 2
  return { x, y }
}
