import { createSseParser, type SseEvent } from './sse-parser'
import { createUtf8Decoder } from './utf8'

const STREAM = 'event: meta\ndata: {"engine":"offline"}\n\n: ping\n\nevent: delta\ndata: {"text":"愚人，"}\n\nevent: delta\r\ndata: {"text":"新的开始"}\r\n\r\nevent: done\ndata: {"length":7}\n\n'

function parseInPieces(text: string, size: number): SseEvent[] {
  const events: SseEvent[] = []
  const parser = createSseParser((e) => events.push(e))
  for (let i = 0; i < text.length; i += size) parser.push(text.slice(i, i + size))
  parser.end()
  return events
}

describe('the server-sent events parser', () => {
  it('gives the same events however the text is cut, skipping heartbeats', () => {
    const whole = parseInPieces(STREAM, STREAM.length)
    expect(whole.map((e) => e.event)).toEqual(['meta', 'delta', 'delta', 'done'])
    expect(JSON.parse(whole[2]!.data)).toEqual({ text: '新的开始' })
    for (const size of [1, 2, 3, 7, 16]) expect(parseInPieces(STREAM, size)).toEqual(whole)
  })

  it('joins multi-line data and keeps a last event without its blank line', () => {
    expect(parseInPieces('data: one\ndata: two\n\nevent: done\ndata: {}', 4)).toEqual([
      { event: 'message', data: 'one\ntwo' },
      { event: 'done', data: '{}' },
    ])
  })
})

describe('the streaming UTF-8 decoder', () => {
  it('decodes characters split across chunks', () => {
    const bytes = new TextEncoder().encode('星币三 ✨ reversed 🂡')
    for (const size of [1, 2, 3, 5]) {
      const decoder = createUtf8Decoder()
      let text = ''
      for (let i = 0; i < bytes.length; i += size) text += decoder.decode(bytes.slice(i, i + size))
      expect(text).toBe('星币三 ✨ reversed 🂡')
    }
  })
})
