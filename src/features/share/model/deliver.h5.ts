import type { Delivered, ShareMessage } from './deliver'

export type { Delivered, ShareMessage } from './deliver'

export const sendsFromButton = false
/** The poster is offered as a download beside the copied link. */
export const savesPoster = true

/** The poster as a file for the share sheet, or null when it cannot be fetched (the link still goes). */
async function posterFile(url: string): Promise<File | null> {
  try {
    const response = await fetch(url)
    return response.ok ? new File([await response.blob()], 'tarot.png', { type: 'image/png' }) : null
  } catch {
    return null
  }
}

/**
 * The system share sheet (Web Share API) when the browser has one — with the poster where it takes files — otherwise
 * the link goes to the clipboard (and the panel offers the poster as a download).
 */
export async function deliverShare(message: ShareMessage): Promise<Delivered> {
  if (typeof navigator.share === 'function') {
    try {
      const file = typeof navigator.canShare === 'function' ? await posterFile(message.posterUrl) : null
      const files = file && navigator.canShare({ files: [file] }) ? { files: [file] } : {}
      await navigator.share({ title: message.title, text: message.text, url: message.link, ...files })
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
