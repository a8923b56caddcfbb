import { StreamBroken, type StreamRequest } from './transport-types'

/**
 * A streamed POST in React Native: XMLHttpRequest, whose progress events carry
 * the text received so far (React Native sends incremental updates when a
 * progress listener is set before `send`); each event hands on the new part.
 */
export function postStream({ url, body, headers, onText, signal }: StreamRequest): Promise<{ status: number }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    let seen = 0
    const flush = () => {
      const text = xhr.responseText ?? ''
      if (text.length > seen) {
        onText(text.slice(seen))
        seen = text.length
      }
    }
    xhr.open('POST', url)
    for (const [name, value] of Object.entries({ ...headers, 'content-type': 'application/json', accept: 'text/event-stream' })) xhr.setRequestHeader(name, value)
    xhr.timeout = 60_000
    xhr.onprogress = flush
    xhr.onload = () => {
      flush()
      resolve({ status: xhr.status })
    }
    xhr.onerror = () => reject(new StreamBroken(false))
    xhr.ontimeout = () => reject(new StreamBroken(false))
    xhr.onabort = () => reject(new StreamBroken(true))
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send(JSON.stringify(body ?? {}))
  })
}
