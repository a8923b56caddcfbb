import { spreadLayout, BUNDLED_CATALOGUE } from '@tarot/core/spreads'
import { fitLayout } from './board-geometry'

describe('fitting a spread layout to the screen', () => {
  it('keeps every card of the Celtic Cross inside the board width, in proportion', () => {
    const layout = spreadLayout(BUNDLED_CATALOGUE, 'celtic')!
    const fitted = fitLayout(layout, 350)
    expect(fitted.width).toBeCloseTo(350, 5)
    expect(fitted.slots).toHaveLength(10)
    for (const s of fitted.slots) {
      expect(s.width / s.height).toBeCloseTo(100 / 170, 5)
      // Unrotated cards stay inside the board.
      if (s.angle === 0) {
        expect(s.left).toBeGreaterThanOrEqual(0)
        expect(s.left + s.width).toBeLessThanOrEqual(350 + 1e-6)
      }
    }
  })

  it('shrinks to fit a height limit', () => {
    const fitted = fitLayout(spreadLayout(BUNDLED_CATALOGUE, 'celtic')!, 350, 200)
    expect(fitted.height).toBeLessThanOrEqual(200 + 1e-6)
    expect(fitted.width).toBeLessThan(350)
  })

  it('marks the Celtic Cross card 2 as laid across card 1, and no other card as crossing', () => {
    const slots = fitLayout(spreadLayout(BUNDLED_CATALOGUE, 'celtic')!, 350).slots
    expect(slots.map((s) => s.crossing ?? null)).toEqual(['under', 'over', null, null, null, null, null, null, null, null])
  })
})
