import type { Delivered, ShareMessage } from './deliver'

export type { Delivered, ShareMessage } from './deliver'

export const sendsFromButton = false
/** The poster is offered as a download beside the copied link. */
export const savesPoster = true

/** The system share sheet (Web Share API) when the browser has one, otherwise the link goes to the clipboard. */
export async function deliverShare(message: ShareMessage): Promise<Delivered> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: message.title, text: message.text, url: message.link })
      return 'shared'
    } catch (error) {
      // Closing the sheet is a choice, not a failure; anything else falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled'
    }
  }
  await copyLink(message.link)
  return 'copied'
}

export async function copyLink(link: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(link)
      return
    } catch {
      // an insecure page or a refused permission: the selection below still works
    }
  }
  const field = document.createElement('textarea')
  field.value = link
  field.setAttribute('readonly', '')
  field.style.position = 'fixed'
  field.style.opacity = '0'
  document.body.appendChild(field)
  field.select()
  document.execCommand('copy')
  field.remove()
}

/** The poster is downloaded through a link (same origin, so `download` keeps the name). */
export async function savePoster(url: string): Promise<boolean> {
  const link = document.createElement('a')
  link.href = url
  link.download = 'tarot-reading.png'
  link.rel = 'noopener'
  document.body.appendChild(link)
  link.click()
  link.remove()
  return true
}
