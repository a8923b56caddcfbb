import { describe, expect, it } from 'vitest'
import { utf8Bytes } from './utf8'

describe('utf8Bytes', () => {
  it('gives the bytes TextEncoder gives, for ASCII, CJK, emoji and lone surrogates', () => {
    // The platform's encoder as the reference (core's types know no DOM or Node globals).
    const encoder = new (globalThis as unknown as { TextEncoder: new () => { encode(text: string): Uint8Array } }).TextEncoder()
    for (const text of ['', 'tarot-draw-v1|' + 'ab'.repeat(32), '星币三 reversed', 'é ß Ω', '🂡✨', 'a\uD800b', '\uDC00', 'end\uD83D']) {
      expect(Array.from(utf8Bytes(text)), JSON.stringify(text)).toEqual(Array.from(encoder.encode(text)))
    }
  })
})
