import { fireEvent } from '@testing-library/react'
import { useDialogs } from '@/components/dialog/dialog-store'

/** What a person saw in a themed dialog. */
export interface SeenDialog {
  title: string
  content: string
  confirmText: string
  cancelText: string
}

/**
 * Answers the app's themed dialogs as a person would: when one is asked, taps the
 * confirm (true) or cancel (false) button of the dialog drawn on the page, one
 * answer per dialog in order (the last answer repeats). The returned mock records
 * what each dialog says, so a test can assert on it like on a spy.
 */
export function answerDialogs(...answers: boolean[]): jest.Mock<void, [SeenDialog]> {
  const seen = jest.fn<void, [SeenDialog]>()
  const handled = new WeakSet<object>()
  let count = 0
  const tap = (request: object, yes: boolean, attempt: number) => {
    if (useDialogs.getState().queue[0] !== request) return
    const panel = document.querySelector('.dialog__panel')
    const button = panel?.querySelector(yes ? '.dialog__confirm' : '.dialog__cancel')
    // The page draws it a moment later; a dialog that never appears leaves the test waiting, and failing.
    if (!button) {
      if (attempt < 400) setTimeout(() => tap(request, yes, attempt + 1), 5)
      return
    }
    fireEvent.click(button)
  }
  const stop = useDialogs.subscribe((state) => {
    const request = state.queue[0]
    if (!request || handled.has(request) || request.kind !== 'confirm') return
    handled.add(request)
    seen({ title: request.title, content: request.content ?? '', confirmText: request.confirmText, cancelText: request.showCancel ? request.cancelText : '' })
    const yes = answers[Math.min(count, answers.length - 1)] ?? true
    count += 1
    setTimeout(() => tap(request, yes, 0), 0)
  })
  afterEachStops.push(stop)
  return seen
}

const afterEachStops: (() => void)[] = []
afterEach(() => {
  afterEachStops.splice(0).forEach((stop) => stop())
  useDialogs.setState({ queue: [] })
})
