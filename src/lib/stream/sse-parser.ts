/** One server-sent event: its name (`message` when none) and its data lines joined. */
export interface SseEvent {
  event: string
  data: string
}

/**
 * An incremental server-sent-events parser: text goes in as it arrives, in pieces
 * cut anywhere (mid-line, mid-event, between \r and \n); whole events come out.
 * Comment lines (heartbeats) are skipped. One parser serves every transport.
 */
export function createSseParser(onEvent: (event: SseEvent) => void) {
  let buffer = ''
  let event = ''
  let data: string[] = []

  const dispatch = () => {
    if (data.length > 0) onEvent({ event: event || 'message', data: data.join('\n') })
    event = ''
    data = []
  }

  const line = (text: string) => {
    if (text === '') return dispatch()
    if (text.startsWith(':')) return
    const colon = text.indexOf(':')
    const field = colon === -1 ? text : text.slice(0, colon)
    let value = colon === -1 ? '' : text.slice(colon + 1)
    if (value.startsWith(' ')) value = value.slice(1)
    if (field === 'event') event = value
    else if (field === 'data') data.push(value)
  }

  return {
    push(text: string) {
      buffer += text
      // A trailing \r may be the first half of \r\n: keep it until the next piece.
      for (;;) {
        const match = /\r\n|\r(?=[^\n])|\n/.exec(buffer)
        if (!match) break
        line(buffer.slice(0, match.index))
        buffer = buffer.slice(match.index + match[0].length)
      }
    },
    /** The stream ended: a last event without its blank line still counts. */
    end() {
      if (buffer !== '') line(buffer.replace(/\r$/, ''))
      buffer = ''
      dispatch()
    },
  }
}
