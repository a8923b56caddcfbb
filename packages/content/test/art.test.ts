import { createHash } from 'node:crypto'
import { Resvg } from '@resvg/resvg-js'
import { CARD_IDS } from '@tarot/core/deck'
import { PNG } from 'pngjs'
import { beforeAll, describe, expect, it } from 'vitest'
import { ALL_CARD_IDS, backSvg, cardSvg } from '../art/card-art.mjs'

const BUDGET = 30 * 1024
const rendered = new Map<string, Buffer>()

beforeAll(() => {
  for (const [id, svg] of [...CARD_IDS.map((id) => [id, cardSvg(id)] as const), ['back', backSvg()] as const]) {
    rendered.set(id, new Resvg(svg, { fitTo: { mode: 'width', value: 300 } }).render().asPng())
  }
}, 60_000)

describe('card art', () => {
  it('has an image for every card of the deck, and a back', () => {
    expect([...ALL_CARD_IDS]).toEqual([...CARD_IDS])
    expect(rendered.size).toBe(79)
  })

  it('renders every card to a 300×500 PNG that decodes, within 30 KB', () => {
    for (const [id, png] of rendered) {
      const image = PNG.sync.read(png)
      expect([image.width, image.height], id).toEqual([300, 500])
      expect(png.length, id).toBeLessThanOrEqual(BUDGET)
      // Not blank: the navy field and the gold border are both there.
      const colours = new Set<number>()
      for (let i = 0; i < image.data.length; i += 4 * 97) colours.add(image.data.readUInt32BE(i))
      expect(colours.size, id).toBeGreaterThan(5)
    }
  })

  it('gives every card its own picture', () => {
    const hashes = new Set([...rendered.values()].map((png) => createHash('sha256').update(png).digest('hex')))
    expect(hashes.size).toBe(79)
  })

  it('draws only shapes and text: no external or embedded images', () => {
    for (const id of CARD_IDS) expect(cardSvg(id)).not.toMatch(/<image|href="http|data:image/)
    expect(() => cardSvg('Major22')).toThrow()
  })
})
