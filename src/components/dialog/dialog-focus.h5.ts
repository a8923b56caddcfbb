import { useEffect, useRef } from 'react'

const FOCUSABLE = 'button, [href], input, textarea, [tabindex]:not([tabindex="-1"])'

/**
 * H5: the dialog takes focus when it opens (its first button: cancel, never a deletion), keeps Tab inside it,
 * closes as a cancel on Escape, and gives focus back to where it was when it closes.
 */
export function useDialogFocus(panelId: string, onCancel: () => void): void {
  const cancel = useRef(onCancel)
  cancel.current = onCancel
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null
    const panel = () => document.getElementById(panelId)
    const focusables = () => Array.from(panel()?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])
    // Taro draws its components after React commits: focus on the next frame.
    const frame = requestAnimationFrame(() => {
      const el = panel()
      if (!el) return
      el.setAttribute('role', 'dialog')
      el.setAttribute('aria-modal', 'true')
      el.tabIndex = -1
      ;(focusables()[0] ?? el).focus()
    })
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        cancel.current()
      } else if (event.key === 'Tab') {
        const items = focusables()
        if (items.length === 0) return
        const index = items.indexOf(document.activeElement as HTMLElement)
        const next = event.shiftKey ? (index <= 0 ? items.length - 1 : index - 1) : index === items.length - 1 ? 0 : index + 1
        event.preventDefault()
        items[next]?.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => {
      cancel.current = () => undefined
      cancelAnimationFrame(frame)
      document.removeEventListener('keydown', onKey)
      if (before && document.contains(before)) before.focus()
    }
  }, [panelId])
}
