import { StreamBroken, type StreamRequest } from './transport-types'
import { createUtf8Decoder } from './utf8'

interface ChunkedTask {
  abort(): void
  onChunkReceived(listener: (res: { data: ArrayBuffer }) => void): void
}

declare const wx: {
  request(options: {
    url: string
    method: 'POST'
    header: Record<string, string>
    data: string
    enableChunked: boolean
    responseType: 'arraybuffer'
    timeout: number
    success: (res: { statusCode: number; data: ArrayBuffer | string }) => void
    fail: (err: { errMsg: string }) => void
  }): ChunkedTask
}

/**
 * A streamed POST in the mini-program: `wx.request` with `enableChunked`, each
 * chunk (an ArrayBuffer) decoded as it arrives. Where chunked transfer is not
 * supported the whole body arrives in `success` and is handed on at once.
 */
export function postStream({ url, body, headers, onText, signal }: StreamRequest): Promise<{ status: number }> {
  return new Promise((resolve, reject) => {
    const decoder = createUtf8Decoder()
    let chunks = 0
    const task = wx.request({
      url,
      method: 'POST',
      header: { ...headers, 'content-type': 'application/json', accept: 'text/event-stream' },
      data: JSON.stringify(body ?? {}),
      enableChunked: true,
      responseType: 'arraybuffer',
      timeout: 60_000,
      success: (res) => {
        if (chunks === 0 && res.data) onText(typeof res.data === 'string' ? res.data : decoder.decode(res.data))
        resolve({ status: res.statusCode })
      },
      fail: () => reject(new StreamBroken(signal?.aborted ?? false)),
    })
    task.onChunkReceived(({ data }) => {
      chunks += 1
      onText(decoder.decode(data))
    })
    signal?.addEventListener('abort', () => task.abort(), { once: true })
  })
}
