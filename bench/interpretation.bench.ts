import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex } from '@noble/hashes/utils.js'
import { drawCards } from '@tarot/core/draw'
import { BUNDLED_CATALOGUE, positionCount } from '@tarot/core/spreads'
import { bench, describe } from 'vitest'
import { composeReading, offlineInterpreter } from '../server/src/services/interpreter/offline'

/**
 * The offline interpreter on a ten-card spread (the Celtic Cross), in the
 * product's default language, against drawing the same ten cards with the
 * verifiable draw (bench/draw.bench.ts): the baseline puts the cost of writing a
 * reading in units of the cheapest ten-card operation the server does anyway.
 * Vitest prints the ratio in its summary ("x times faster than").
 */
const SPREAD = 'celtic'
const picks = [3, 11, 19, 27, 35, 43, 51, 59, 67, 75]
if (positionCount(BUNDLED_CATALOGUE, SPREAD) !== picks.length) throw new Error(`${SPREAD} no longer has ${picks.length} positions`)

const seeds = Array.from({ length: 256 }, (_, i) => bytesToHex(sha256(new TextEncoder().encode(`interpretation-${i}`))))
// Different draws for each iteration, so no one card's text is all that is measured.
const inputs = seeds.map((serverSeed) => {
  const drawn = drawCards({ serverSeed, picks })
  if (!drawn.ok) throw new Error('draw failed')
  return { question: '今年在工作上我需要明白什么？', language: 'zh-Hans' as const, spreadId: SPREAD, cards: drawn.cards }
})
let i = 0
const never = new AbortController().signal
// Longer than the default half second: the tasks take tens of microseconds and a two-core machine is noisy.
const options = { time: 2000, warmupTime: 500 }

describe('offline interpretation, ten-card Celtic Cross (zh-Hans)', () => {
  bench(
    'composeReading (whole text)',
    () => {
      composeReading(inputs[i++ & 255]!)
    },
    options,
  )

  bench(
    'offlineInterpreter.interpret, streamed to the end',
    async () => {
      let length = 0
      for await (const piece of offlineInterpreter.interpret(inputs[i++ & 255]!, never)) length += piece.length
      if (length === 0) throw new Error('empty reading')
    },
    options,
  )

  bench(
    'ten-card verifiable draw (baseline)',
    () => {
      drawCards({ serverSeed: seeds[i++ & 255]!, picks })
    },
    options,
  )
})
