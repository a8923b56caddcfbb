import { create } from 'zustand'

/** A question with one or two answers: resolves true for the confirm button, false for cancel (or Escape, back, the backdrop). */
export interface ConfirmRequest {
  kind: 'confirm'
  title: string
  content?: string
  confirmText: string
  cancelText: string
  /** Without a cancel button it is a notice: one button that only closes it. */
  showCancel: boolean
  /** The confirm button warns (deleting something). */
  danger: boolean
  settle: (confirmed: boolean) => void
}

/** A choice among a few actions: resolves the index chosen, or null when cancelled. */
export interface SheetRequest {
  kind: 'sheet'
  title?: string
  items: string[]
  cancelText: string
  settle: (index: number | null) => void
}

export type DialogRequest = ConfirmRequest | SheetRequest

interface DialogState {
  /** Requests waiting their turn; the first is on screen. */
  queue: DialogRequest[]
  /** Mounted hosts (one per page frame), the page on top last: only that one draws. */
  hosts: number[]
}

export const useDialogs = create<DialogState>()(() => ({ queue: [], hosts: [] }))

export function enqueue(request: DialogRequest): void {
  useDialogs.setState((s) => ({ queue: [...s.queue, request] }))
}

/** Answers the request on screen and shows the next one. */
export function answer(request: DialogRequest, choice: boolean | number | null): void {
  const { queue } = useDialogs.getState()
  if (queue[0] !== request) return
  useDialogs.setState({ queue: queue.slice(1) })
  if (request.kind === 'confirm') request.settle(choice === true)
  else request.settle(typeof choice === 'number' ? choice : null)
}

/** The cancelling answer: what Escape, the back button or leaving the page mean. */
export function dismiss(request: DialogRequest): void {
  answer(request, request.kind === 'confirm' ? false : null)
}

export function showHost(id: number): void {
  useDialogs.setState((s) => ({ hosts: [...s.hosts.filter((h) => h !== id), id] }))
}

/** A host going away (its page hidden or closed) takes the question it was showing with it, as a cancel. */
export function hideHost(id: number): void {
  const { hosts, queue } = useDialogs.getState()
  const wasOnTop = hosts[hosts.length - 1] === id
  useDialogs.setState({ hosts: hosts.filter((h) => h !== id) })
  if (wasOnTop && queue[0]) dismiss(queue[0])
}
