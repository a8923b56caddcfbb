import { cardAt, cardCentre, fanGeometry } from './fan-geometry'

describe('fan geometry', () => {
  it('opens all 78 cards as an arc symmetric about the middle: the middle card highest, the ends tilted outwards', () => {
    const fan = fanGeometry(390)
    expect(fan.slots).toHaveLength(78)
    const first = cardCentre(fan, 0, false)
    const last = cardCentre(fan, 77, false)
    const middle = cardCentre(fan, 38, false)
    expect(first.angle).toBeCloseTo(-last.angle)
    expect(first.angle).toBeLessThan(-30)
    expect(first.y).toBeCloseTo(last.y)
    expect(middle.y).toBeLessThan(first.y - fan.cardHeight / 3)
    expect(first.x + last.x).toBeCloseTo(390)
  })

  it('fills the width it is given and keeps every card, raised or not, inside the fan', () => {
    for (const width of [320, 390, 430, 720]) {
      const fan = fanGeometry(width)
      const half = Math.hypot(fan.cardWidth / 2, fan.cardHeight / 2)
      let minX = Infinity
      let maxX = -Infinity
      for (const slot of fan.slots) {
        const c = cardCentre(fan, slot.index, true)
        // A rotated card's corners stay within half its diagonal of its middle.
        minX = Math.min(minX, c.x - half)
        maxX = Math.max(maxX, c.x + half)
        expect(c.y - half).toBeGreaterThanOrEqual(-fan.cardWidth * 0.4)
        expect(cardCentre(fan, slot.index, false).y + half).toBeLessThanOrEqual(fan.height + fan.cardWidth * 0.4)
      }
      // The arc reaches close to both sides.
      expect(minX).toBeLessThan(fan.cardWidth)
      expect(maxX).toBeGreaterThan(width - fan.cardWidth)
    }
  })

  it('finds the card under a finger by x along the arc, left to right, the ends past the edges', () => {
    const fan = fanGeometry(390)
    expect(cardAt(fan, -20)).toBe(0)
    expect(cardAt(fan, 0)).toBe(0)
    expect([38, 39]).toContain(cardAt(fan, 195))
    expect(cardAt(fan, 389)).toBe(77)
    expect(cardAt(fan, 500)).toBe(77)
    let previous = 0
    for (let x = 0; x <= 390; x += 1) {
      const index = cardAt(fan, x)
      expect(index).toBeGreaterThanOrEqual(previous)
      previous = index
    }
  })

  it('gives each card the strip where cardAt finds it, the strips covering the width without gaps', () => {
    const fan = fanGeometry(390)
    expect(fan.edges).toHaveLength(79)
    expect(fan.edges[0]).toBe(0)
    expect(fan.edges[78]).toBe(390)
    for (let i = 0; i < 78; i += 1) {
      const left = fan.edges[i]!
      const right = fan.edges[i + 1]!
      expect(right).toBeGreaterThan(left)
      expect(cardAt(fan, (left + right) / 2)).toBe(i)
      // Each card's touch point lies in its own strip.
      expect(cardAt(fan, fan.slots[i]!.x)).toBe(i)
    }
  })

  it('narrows the strips towards the ends, where the arc turns away', () => {
    const fan = fanGeometry(390)
    const strip = (i: number) => fan.edges[i + 1]! - fan.edges[i]!
    expect(strip(38)).toBeGreaterThan(strip(2))
    expect(strip(2)).toBeCloseTo(strip(75))
  })

  it('given the height the page leaves it, grows into a bigger arc that still fits and spans the width', () => {
    const plain = fanGeometry(390)
    let previous = 0
    for (const maxHeight of [170, 200, 240, 320]) {
      const fan = fanGeometry(390, 78, maxHeight)
      expect(fan.height).toBeLessThanOrEqual(maxHeight)
      expect(fan.height).toBeGreaterThanOrEqual(previous)
      previous = fan.height
      expect(fan.edges[0]).toBe(0)
      expect(fan.edges[78]).toBe(390)
      expect(cardAt(fan, fan.slots[40]!.x)).toBe(40)
    }
    expect(fanGeometry(390, 78, 320).cardWidth).toBeGreaterThan(plain.cardWidth)
  })
})
