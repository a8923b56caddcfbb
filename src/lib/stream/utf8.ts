/**
 * Bytes to text as they arrive, for the mini-program, whose chunked responses
 * come as ArrayBuffers and which has no TextDecoder: a character split across
 * two chunks is held back until its last byte arrives.
 */
export function createUtf8Decoder() {
  let pending: number[] = []

  const expected = (lead: number) => (lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 1)

  return {
    decode(chunk: ArrayBuffer | Uint8Array): string {
      const bytes = [...pending, ...(chunk instanceof Uint8Array ? chunk : new Uint8Array(chunk))]
      pending = []
      let out = ''
      let i = 0
      while (i < bytes.length) {
        const lead = bytes[i]!
        const size = expected(lead)
        if (i + size > bytes.length) {
          pending = bytes.slice(i)
          break
        }
        let code = size === 1 ? lead : lead & (0xff >> (size + 1))
        for (let k = 1; k < size; k += 1) code = (code << 6) | (bytes[i + k]! & 0x3f)
        out += String.fromCodePoint(code)
        i += size
      }
      return out
    },
  }
}
