// React Native's networking is a native module; in these tests it is stood in for at the boundary
// the app reaches it: `fetch` (what Taro.request calls on RN) and `XMLHttpRequest` (the stream
// transport, src/lib/stream/transport.rn.ts). Both hand the request to the stand-in server the test
// installed (support/server.ts) and give back what it answers; a streamed answer reaches the XHR piece
// by piece, each piece a progress event with the text so far, as React Native's XHR does.

function server() {
  const handler = globalThis.__standInServer
  if (!handler) throw new TypeError('Network request failed: no stand-in server')
  return handler
}

function headersOf(raw = {}) {
  const map = new Map(Object.entries(raw).map(([k, v]) => [k.toLowerCase(), String(v)]))
  return { get: (name) => map.get(String(name).toLowerCase()) ?? null, has: (name) => map.has(String(name).toLowerCase()), forEach: (fn) => map.forEach(fn) }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

async function fetchViaStandIn(input, init = {}) {
  const url = typeof input === 'string' ? input : input.url
  if (init.signal?.aborted) throw new DOMException('Aborted', 'AbortError')
  await tick()
  const answer = await server()({ url, method: (init.method ?? 'GET').toUpperCase(), headers: init.headers ?? {}, body: init.body })
  if (!answer) throw new TypeError('Network request failed')
  const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? null)
  return {
    ok: answer.status >= 200 && answer.status < 300,
    status: answer.status ?? 200,
    headers: headersOf(answer.headers),
    text: async () => text,
    json: async () => JSON.parse(text),
    arrayBuffer: async () => new ArrayBuffer(0),
  }
}

class XMLHttpRequestViaStandIn {
  constructor() {
    this.readyState = 0
    this.status = 0
    this.responseText = ''
    this.timeout = 0
    this.headers = {}
  }
  open(method, url) {
    this.method = method
    this.url = url
    this.readyState = 1
  }
  setRequestHeader(name, value) {
    this.headers[name] = value
  }
  send(body) {
    void (async () => {
      await tick()
      let answer
      try {
        answer = await server()({ url: this.url, method: this.method, headers: this.headers, body })
      } catch {
        answer = null
      }
      if (this.aborted) return
      if (!answer) {
        this.readyState = 4
        this.onerror?.()
        return
      }
      this.status = answer.status ?? 200
      this.readyState = 3
      const pieces = answer.stream ?? [typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? null)]
      for (const piece of pieces) {
        await tick()
        if (this.aborted) return
        this.responseText += piece
        this.onprogress?.({ loaded: this.responseText.length })
      }
      this.readyState = 4
      this.onload?.()
    })()
  }
  abort() {
    if (this.readyState === 4 || this.aborted) return
    this.aborted = true
    this.readyState = 4
    this.onabort?.()
  }
}

module.exports = { fetchViaStandIn, XMLHttpRequestViaStandIn }
