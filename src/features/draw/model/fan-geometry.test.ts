import { fanGeometry } from './fan-geometry'

describe('fan geometry', () => {
  it('lays all 78 cards along an arc, each showing a strip of the same width, symmetric about the middle', () => {
    const fan = fanGeometry(390)
    expect(fan.slots).toHaveLength(78)
    for (let i = 1; i < 78; i += 1) expect(fan.slots[i]!.left - fan.slots[i - 1]!.left).toBe(fan.step)
    const first = fan.slots[0]!
    const last = fan.slots[77]!
    expect(first.angle).toBeCloseTo(-last.angle)
    expect(first.top).toBeCloseTo(last.top)
    expect(fan.slots[38]!.top).toBeLessThan(first.top)
    expect(first.angle).toBeLessThan(0)
  })

  it('keeps every card inside the track and tap strips wide enough to aim at', () => {
    for (const width of [320, 390, 768, 1280]) {
      const fan = fanGeometry(width)
      expect(fan.step).toBeGreaterThanOrEqual(14)
      for (const slot of fan.slots) {
        expect(slot.left).toBeGreaterThanOrEqual(0)
        expect(slot.left + fan.cardWidth).toBeLessThanOrEqual(fan.width)
        expect(slot.top - fan.lift).toBeGreaterThanOrEqual(0)
        expect(slot.top + fan.cardHeight).toBeLessThanOrEqual(fan.height)
      }
    }
  })
})
