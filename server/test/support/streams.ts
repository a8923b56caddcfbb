/** The server-sent events of a streamed answer, in order, from an injected response's payload. */
export const events = (payload: string) =>
  payload
    .split('\n\n')
    .filter((block) => block.startsWith('event:'))
    .map((block) => ({ event: block.split('\n')[0]!.slice(7), data: JSON.parse(block.split('\n')[1]!.slice(6)) }))

/** Three cards for the Holy Triangle, a pro spread (10 energy): the draw the model tests read. */
export const holy = [
  { id: 'Major01', orientation: 'upright' as const },
  { id: 'Cups02', orientation: 'upright' as const },
  { id: 'Coins03', orientation: 'reversed' as const },
]
