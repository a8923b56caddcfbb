import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import { type PosterLabel } from './implicit-label'
import { readTextChunks, withTextChunks } from './png-text'
import { type PosterJob, renderJob } from './poster-job'
import { DEFAULT_POSTER_FONTS, PosterRenderer } from './renderer'

const fonts = new PosterRenderer(DEFAULT_POSTER_FONTS).fonts

const job = (label?: PosterLabel): PosterJob => ({
  kind: 'today',
  input: {
    language: 'zh-Hans',
    size: 'chat',
    card: { id: 'Major17', orientation: 'upright', name: '星星' },
    keywords: ['希望', '更新'],
    meaning: '难熬的日子过去，希望回来了。',
    day: '2026-12-03',
    code: { link: 'https://tarot.example.com/tarot/h5app/', miniCode: null },
  },
  ...(label ? { label } : {}),
})

const label = (author: PosterLabel['author']): PosterLabel => ({
  author,
  producer: '心语塔罗',
  produceId: 'reading-42',
  propagator: '心语塔罗',
  propagateId: 'share-7',
})

describe('a poster PNG carries its implicit label', () => {
  it('a model-written poster says AIGC Label 1 with the producer, the reading and the share, plus Software and Source', { timeout: 60_000 }, () => {
    const png = renderJob(job(label('llm')), fonts)
    const chunks = readTextChunks(png)
    expect(JSON.parse(chunks.AIGC!)).toEqual({
      Label: '1',
      ContentProducer: '心语塔罗',
      ProduceID: 'reading-42',
      ReservedCode1: '',
      ContentPropagator: '心语塔罗',
      PropagateID: 'share-7',
      ReservedCode2: '',
    })
    expect(chunks.Software).toMatch(/poster renderer/)
    expect(chunks.Source).toBe('AI-generated: written by an AI model')
  })

  it('a built-in reader poster says who wrote it and claims no AI generation', { timeout: 60_000 }, () => {
    const chunks = readTextChunks(renderJob(job(label('offline')), fonts))
    expect(chunks.AIGC).toBeUndefined()
    expect(chunks.Source).toMatch(/built-in reader/)
  })

  it('the labelled PNG is still a valid picture of the same pixels (an outside decoder reads it)', { timeout: 60_000 }, () => {
    const plain = renderJob(job(), fonts)
    const labelled = renderJob(job(label('llm')), fonts)
    expect(labelled.length).toBeGreaterThan(plain.length)
    expect(readTextChunks(plain)).toEqual({})
    // pngjs checks every chunk's CRC and decodes the pixels: the text chunks change nothing a viewer shows.
    const a = PNG.sync.read(plain)
    const b = PNG.sync.read(labelled)
    expect([b.width, b.height]).toEqual([a.width, a.height])
    expect(Buffer.from(b.data).equals(Buffer.from(a.data))).toBe(true)
  })

  it('refuses to write into something that is not a PNG, and a broken CRC is caught when read back', () => {
    expect(() => withTextChunks(Buffer.from('not a png at all, really not'), { Software: 'x' })).toThrow(/not a PNG/)
    const png = renderJob(job(label('llm')), fonts)
    const broken = Buffer.from(png)
    broken[40] = broken[40]! ^ 0xff
    expect(() => readTextChunks(broken)).toThrow(/bad CRC/)
  })
})
