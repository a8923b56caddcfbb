import { describe, expect, it } from 'vitest'
import { WechatApiError } from '../wechat/http'
import type { MiniProgramCodeRequest } from '../wechat/mini-program-code'
import { FAILURE_PAUSE_MS, MiniProgramCodes } from './mini-program-codes'

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1])

/** A WeChat API that answers each call with the next of `answers` (then the last again), recording the requests. */
function wechatAnswering(...answers: ('code' | 'none' | WechatApiError)[]) {
  const requests: MiniProgramCodeRequest[] = []
  return {
    requests,
    async miniProgramCode(request: MiniProgramCodeRequest) {
      const answer = answers[Math.min(requests.length, answers.length - 1)]!
      requests.push(request)
      await new Promise((resolve) => setTimeout(resolve, 1))
      if (answer instanceof WechatApiError) throw answer
      return answer === 'code' ? { contentType: 'image/png', bytes: PNG } : null
    },
  }
}

function codes(wechat: ReturnType<typeof wechatAnswering>, clock = { now: 0 }, maxEntries?: number) {
  const warnings: string[] = []
  const made = new MiniProgramCodes({ wechat, now: () => clock.now, log: { warn: (_details, message) => warnings.push(message) }, maxEntries })
  return { code: made.code, warnings, clock }
}

describe("posters' mini-program codes", () => {
  it('open the shared reading with the share id as scene, or the home page, each asked of WeChat once', async () => {
    const wechat = wechatAnswering('code')
    const { code } = codes(wechat)
    const [first, second] = await Promise.all([code({ shareId: 'AbCdEfGhIjKlMnOpQrStUv' }), code({ shareId: 'AbCdEfGhIjKlMnOpQrStUv' })])
    expect(first).toEqual(PNG)
    expect(second).toEqual(PNG)
    expect(await code({ shareId: 'AbCdEfGhIjKlMnOpQrStUv' })).toEqual(PNG)
    expect(await code('home')).toEqual(PNG)
    expect(wechat.requests).toEqual([
      { scene: 'AbCdEfGhIjKlMnOpQrStUv', page: 'pagesApp/share/reading' },
      { scene: 'home', page: 'pages/index/index' },
    ])
  })

  it('are null without a mini-program, asked again next time', async () => {
    const wechat = wechatAnswering('none')
    const { code } = codes(wechat)
    expect(await code('home')).toBeNull()
    expect(await code('home')).toBeNull()
    expect(wechat.requests).toHaveLength(2)
  })

  it('after WeChat fails are null (the QR code) without asking WeChat for a minute, then asked again', async () => {
    const wechat = wechatAnswering(new WechatApiError('wxacode.getUnlimited', 'wechat', 45009, 'reach max api daily quota limit'), 'code')
    const { code, warnings, clock } = codes(wechat)
    expect(await code({ shareId: 'a1' })).toBeNull()
    expect(warnings).toHaveLength(1)
    clock.now += FAILURE_PAUSE_MS - 1
    expect(await code({ shareId: 'b2' })).toBeNull()
    expect(wechat.requests).toHaveLength(1)
    clock.now += 1
    expect(await code({ shareId: 'a1' })).toEqual(PNG)
    expect(wechat.requests).toHaveLength(2)
  })

  it('are asked once more at once when the connection failed before any answer', async () => {
    const network = new WechatApiError('wxacode.getUnlimited', 'network')
    const recovered = wechatAnswering(network, 'code')
    expect(await codes(recovered).code({ shareId: 'a1' })).toEqual(PNG)
    expect(recovered.requests).toHaveLength(2)

    const down = wechatAnswering(network)
    expect(await codes(down).code({ shareId: 'a1' })).toBeNull()
    expect(down.requests).toHaveLength(2)
  })

  it('keep the most recently used ones', async () => {
    const wechat = wechatAnswering('code')
    const { code } = codes(wechat, { now: 0 }, 2)
    await code({ shareId: 'a1' })
    await code({ shareId: 'b2' })
    await code({ shareId: 'a1' })
    await code({ shareId: 'c3' })
    await code({ shareId: 'a1' })
    expect(wechat.requests.map((r) => r.scene)).toEqual(['a1', 'b2', 'c3'])
    await code({ shareId: 'b2' })
    expect(wechat.requests.map((r) => r.scene)).toEqual(['a1', 'b2', 'c3', 'b2'])
  })
})
