import { StreamBroken, type StreamRequest } from './transport-types'

/**
 * A streamed POST on H5 (and in tests): `fetch` with a body reader, so text is
 * handed on as each network chunk lands. The mini-program and React Native have
 * their own leaves (`transport.weapp.ts`, `transport.rn.ts`) with this signature.
 */
export async function postStream({ url, body, headers, onText, signal }: StreamRequest): Promise<{ status: number }> {
  let response: Response
  try {
    response = await fetch(url, { method: 'POST', headers: { ...headers, 'content-type': 'application/json', accept: 'text/event-stream' }, body: JSON.stringify(body ?? {}), signal })
  } catch {
    throw new StreamBroken(signal?.aborted ?? false)
  }
  const decoder = new TextDecoder()
  try {
    if (!response.body) {
      onText(await response.text())
      return { status: response.status }
    }
    const reader = response.body.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      onText(decoder.decode(value, { stream: true }))
    }
    onText(decoder.decode())
  } catch {
    throw new StreamBroken(signal?.aborted ?? false)
  }
  return { status: response.status }
}
