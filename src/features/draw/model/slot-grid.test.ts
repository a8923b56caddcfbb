import { slotCentre, slotGrid } from './slot-grid'

/** Every place's box (card and name) inside the grid, and no two overlapping. */
function expectFits(count: number, width: number, height: number) {
  const grid = slotGrid(count, width, height)
  const boxes = Array.from({ length: count }, (_, i) => {
    const c = slotCentre(grid, i, count)
    const top = c.y - grid.cardHeight / 2
    return { left: c.x - grid.cellWidth / 2, right: c.x + grid.cellWidth / 2, top, bottom: top + grid.cellHeight }
  })
  for (const box of boxes) {
    expect(box.left).toBeGreaterThanOrEqual(-0.01)
    expect(box.right).toBeLessThanOrEqual(width + 0.01)
    expect(box.top).toBeGreaterThanOrEqual(0)
    expect(box.bottom).toBeLessThanOrEqual(grid.height + 0.01)
  }
  boxes.forEach((a, i) =>
    boxes.slice(i + 1).forEach((b) => {
      const apart = a.right <= b.left + 0.01 || b.right <= a.left + 0.01 || a.bottom <= b.top || b.bottom <= a.top
      expect(apart).toBe(true)
    }),
  )
  expect(grid.cardWidth).toBeLessThanOrEqual(grid.cellWidth)
  return grid
}

describe('the places under the fan', () => {
  it('puts three positions in one row of named cards, as large as the height allows', () => {
    const grid = expectFits(3, 358, 220)
    expect(grid.columns).toBe(3)
    expect(grid.rows).toBe(1)
    expect(grid.named).toBe(true)
    expect(grid.height).toBeLessThanOrEqual(220)
    expect(grid.cardWidth).toBeGreaterThan(70)
  })

  it('fits the ten-card Celtic Cross in two named rows within the height left under the fan', () => {
    const grid = expectFits(10, 358, 230)
    expect(grid.rows).toBe(2)
    expect(grid.named).toBe(true)
    expect(grid.height).toBeLessThanOrEqual(230)
  })

  it('keeps a large spread inside its height with smaller, numbered places', () => {
    for (const count of [13, 21, 48]) {
      const grid = expectFits(count, 358, 200)
      expect(grid.height).toBeLessThanOrEqual(200)
      expect(grid.columns * grid.rows).toBeGreaterThanOrEqual(count)
    }
  })

  it('centres a short last row', () => {
    const grid = slotGrid(10, 358, 400)
    const last = slotCentre(grid, 9, 10)
    if (10 % grid.columns !== 0) expect(last.x).toBeGreaterThan(slotCentre(grid, 0, 10).x)
    const row = Math.floor(9 / grid.columns)
    const inRow = 10 - row * grid.columns
    const first = slotCentre(grid, row * grid.columns, 10)
    expect(first.x + last.x).toBeCloseTo(inRow === 1 ? 2 * last.x : 358)
  })
})
