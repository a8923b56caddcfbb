import { inflateSync } from 'node:zlib'

/**
 * PNG text chunks for a poster's implicit label (GB 45438-2025, 《人工智能生成合成内容标识办法》): the renderer's
 * PNG gets `tEXt` chunks for plain Latin-1 keys (Software, Source) and an `iTXt` chunk (UTF-8) for the `AIGC` label,
 * all inserted right after IHDR. A tiny writer rather than a dependency: a chunk is length, type, data and a CRC-32
 * over type and data (PNG spec §5.3, polynomial 0xEDB88320), which is all this needs.
 */

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

const CRC_TABLE = (() => {
  const table = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    table[n] = c >>> 0
  }
  return table
})()

export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'latin1')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0)
  return Buffer.concat([head, data, crc])
}

/** A key is 1–79 Latin-1 characters (PNG spec §11.3.4). */
function checkKey(key: string): void {
  if (!/^[\x20-\x7e]{1,79}$/.test(key)) throw new Error(`PNG text key not allowed: ${key}`)
}

export function textChunk(key: string, value: string): Buffer {
  checkKey(key)
  return chunk('tEXt', Buffer.concat([Buffer.from(key, 'latin1'), Buffer.from([0]), Buffer.from(value, 'latin1')]))
}

/** iTXt, uncompressed, no language tag: UTF-8 text (the label's JSON may carry Chinese names). */
export function internationalTextChunk(key: string, value: string): Buffer {
  checkKey(key)
  return chunk('iTXt', Buffer.concat([Buffer.from(key, 'latin1'), Buffer.from([0, 0, 0, 0, 0]), Buffer.from(value, 'utf8')]))
}

/** The PNG with the text chunks after IHDR (the first chunk, 8 + 13 + 4 bytes after the signature). */
export function withTextChunks(png: Buffer, texts: Record<string, string>, international: Record<string, string> = {}): Buffer {
  if (!png.subarray(0, 8).equals(SIGNATURE) || png.toString('latin1', 12, 16) !== 'IHDR') throw new Error('not a PNG')
  const afterHeader = 8 + 8 + png.readUInt32BE(8) + 4
  const chunks = [...Object.entries(texts).map(([k, v]) => textChunk(k, v)), ...Object.entries(international).map(([k, v]) => internationalTextChunk(k, v))]
  return Buffer.concat([png.subarray(0, afterHeader), ...chunks, png.subarray(afterHeader)])
}

/** Every text chunk's key and value (tEXt, zTXt, iTXt), checking each chunk's CRC: for tests and checks. */
export function readTextChunks(png: Buffer): Record<string, string> {
  if (!png.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG')
  const out: Record<string, string> = {}
  let at = 8
  while (at + 12 <= png.length) {
    const length = png.readUInt32BE(at)
    const type = png.toString('latin1', at + 4, at + 8)
    const data = png.subarray(at + 8, at + 8 + length)
    if (crc32(png.subarray(at + 4, at + 8 + length)) !== png.readUInt32BE(at + 8 + length)) throw new Error(`bad CRC in ${type}`)
    const nul = data.indexOf(0)
    if (type === 'tEXt') out[data.toString('latin1', 0, nul)] = data.toString('latin1', nul + 1)
    if (type === 'zTXt') out[data.toString('latin1', 0, nul)] = inflateSync(data.subarray(nul + 2)).toString('latin1')
    if (type === 'iTXt') {
      const compressed = data[nul + 1] === 1
      let rest = nul + 3
      rest = data.indexOf(0, rest) + 1 // language tag
      rest = data.indexOf(0, rest) + 1 // translated key
      const text = data.subarray(rest)
      out[data.toString('latin1', 0, nul)] = (compressed ? inflateSync(text) : text).toString('utf8')
    }
    if (type === 'IEND') break
    at += 12 + length
  }
  return out
}
