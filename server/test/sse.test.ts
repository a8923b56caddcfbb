import { EventEmitter } from 'node:events'
import type { FastifyReply } from 'fastify'
import { describe, expect, it } from 'vitest'
import { openEventStream } from '../src/lib/sse'
import { generate } from '../src/services/interpreter/generate'
import type { Interpreter } from '../src/services/interpreter/interpreter'

/**
 * Server-sent events honour back-pressure (issue 14, item 5): a client that stops reading
 * pauses the model's stream instead of growing the process, and one that never reads again
 * is cut off.
 */

/** A response whose socket takes `room` writes, then reports a full buffer until `drain()`. */
class SlowResponse extends EventEmitter {
  written: string[] = []
  writableEnded = false
  writableFinished = false
  destroyed = false
  writableNeedDrain = false
  constructor(private room: number) {
    super()
  }
  writeHead() {
    return this
  }
  write(chunk: string) {
    this.written.push(chunk)
    this.room -= 1
    this.writableNeedDrain = this.room <= 0
    return !this.writableNeedDrain
  }
  drain(room: number) {
    this.room = room
    this.writableNeedDrain = false
    this.emit('drain')
  }
  end() {
    this.writableEnded = true
    this.writableFinished = true
  }
  destroy() {
    this.destroyed = true
    this.emit('close')
  }
}

const replyOf = (raw: SlowResponse) => ({ raw, hijack() {} }) as unknown as FastifyReply

const flush = () => new Promise((resolve) => setTimeout(resolve, 20))

/** An engine that counts how often it was asked for the next piece. */
function countingEngine() {
  const state = { pulled: 0 }
  const engine: Interpreter = {
    name: 'counting',
    async *interpret() {
      for (let i = 0; i < 100; i += 1) {
        state.pulled += 1
        yield `piece${i} `
      }
    },
    followUp: () => {
      throw new Error('unused')
    },
  }
  return { engine, state }
}

describe('server-sent events under back-pressure', () => {
  it('waits for the socket to drain before the next event is sent', async () => {
    const raw = new SlowResponse(2)
    const stream = openEventStream(replyOf(raw))
    let sent = 0
    await stream.send('meta', {})
    // This write fills the buffer: it resolves on drain, and the next one is not written before.
    const second = stream.send('delta', { text: 'a' }).then(() => (sent += 1))
    const third = stream.send('delta', { text: 'b' }).then(() => (sent += 1))
    await flush()
    expect(raw.written).toHaveLength(2)
    expect(sent).toBe(0)
    raw.drain(10)
    await Promise.all([second, third])
    expect(raw.written).toHaveLength(3)
    stream.end()
  })

  it('does not ask the model for more text while the client reads nothing', async () => {
    const raw = new SlowResponse(3)
    const stream = openEventStream(replyOf(raw))
    const { engine, state } = countingEngine()
    const done = generate({
      primary: engine,
      fallback: engine,
      run: (e, signal) => e.interpret({ question: '', language: 'en', spreadId: 'one', cards: [] }, signal),
      signal: stream.signal,
      now: Date.now,
      onDelta: (text) => stream.send('delta', { text }),
      onRestart: () => undefined,
    })
    await flush()
    // Three writes fit; the third filled the buffer, so the engine was asked three times and then paused.
    expect(state.pulled).toBe(3)
    expect(raw.written).toHaveLength(3)
    await flush()
    expect(state.pulled).toBe(3)
    raw.drain(1000)
    const result = await done
    expect(state.pulled).toBe(100)
    expect(result.text.split(' ').filter(Boolean)).toHaveLength(100)
    stream.end()
  })

  it('cuts off a client that reads nothing for the drain time-out, which ends the stream like a client that left', async () => {
    const raw = new SlowResponse(2)
    const stream = openEventStream(replyOf(raw), { drainTimeoutMs: 50 })
    await stream.send('meta', {})
    expect(stream.signal.aborted).toBe(false)
    await stream.send('delta', { text: 'fills the buffer, then waits' })
    expect(raw.destroyed).toBe(true)
    expect(stream.signal.aborted).toBe(true)
    // Later sends return at once, writing nothing.
    await stream.send('delta', { text: 'dropped' })
    expect(raw.written).toHaveLength(2)
  })
})
