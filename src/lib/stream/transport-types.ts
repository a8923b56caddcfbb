export interface StreamRequest {
  url: string
  body: unknown
  headers: Record<string, string>
  /** Text as it arrives, decoded, in pieces cut anywhere. */
  onText: (text: string) => void
  signal?: AbortSignal
}

/** Raised when the connection fails or is aborted before the response ends. */
export class StreamBroken extends Error {
  constructor(readonly aborted: boolean) {
    super(aborted ? 'stream aborted' : 'stream broken')
    this.name = 'StreamBroken'
  }
}
