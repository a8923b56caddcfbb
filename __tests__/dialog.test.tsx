import { View } from '@tarojs/components'
import TestUtils from '@tarojs/test-utils-react'
import { within } from '@testing-library/dom'
import { fireEvent, renderHook } from '@testing-library/react'
import { actionSheet, confirm, notice } from '@/components/dialog/dialog'
import { DialogHost } from '@/components/dialog/dialog-host'
import { useDialogFocus } from '@/components/dialog/dialog-focus.h5'
import { useDialogs } from '@/components/dialog/dialog-store'
import { initI18n, setAppLanguage } from '@/lib/i18n/i18n'
import { screen } from './support/screen'

initI18n('en')

function Page() {
  return (
    <View>
      <DialogHost />
    </View>
  )
}

/** The themed dialog and action sheet: what they show, and what each way of closing them answers. */
describe('themed dialogs', () => {
  let testUtils: TestUtils
  const flush = async () => {
    for (let i = 0; i < 4; i += 1) await testUtils.act(() => new Promise((r) => setTimeout(r, 0)))
  }
  /** The open dialog or sheet, as a screen reader finds it. */
  const panel = () => screen.queryByRole('dialog')
  const click = async (element: HTMLElement) => {
    fireEvent.click(element)
    await flush()
  }

  beforeEach(async () => {
    await setAppLanguage('en')
    useDialogs.setState({ queue: [] })
    testUtils = new TestUtils()
    await testUtils.mount(Page)
  })
  afterEach(() => testUtils.unmout())

  it('shows the title, the text and both buttons, and resolves true on confirm', async () => {
    const answer = confirm({ title: 'Log out?', content: 'You can sign in again at any time.', confirmText: 'Log out', cancelText: 'Stay' })
    await flush()
    const dialog = screen.getByRole('dialog', { name: 'Log out?' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(within(dialog).getByText('You can sign in again at any time.')).toBeTruthy()
    expect(within(dialog).getByText('Stay')).toBeTruthy()
    await click(within(dialog).getByText('Log out'))
    await expect(answer).resolves.toBe(true)
    expect(panel()).toBeNull()
  })

  it('resolves false on cancel and on a tap beside the panel, with the common button texts by default', async () => {
    const first = confirm({ title: 'Delete this record?' })
    await flush()
    expect(screen.getByText('OK')).toBeTruthy()
    await click(screen.getByText('Cancel'))
    await expect(first).resolves.toBe(false)
    expect(panel()).toBeNull()
    const second = confirm({ title: 'Delete this record?' })
    await flush()
    // The veil beside the panel has no name or role: it is only a place to tap.
    await click(document.querySelector('.dialog__veil') as HTMLElement)
    await expect(second).resolves.toBe(false)
    expect(panel()).toBeNull()
  })

  it('marks a destructive confirm, and shows queued questions one after the other', async () => {
    const first = confirm({ title: 'First', danger: true })
    const second = confirm({ title: 'Second' })
    await flush()
    expect(screen.getAllByRole('dialog')).toHaveLength(1)
    // "Destructive" is the confirm button's colour, which nothing else says.
    expect(screen.getByText('OK').classList.contains('dialog__confirm--danger')).toBe(true)
    await click(screen.getByText('OK'))
    expect(screen.getByRole('dialog', { name: 'Second' })).toBeTruthy()
    expect(screen.getByText('OK').classList.contains('dialog__confirm--danger')).toBe(false)
    await click(screen.getByText('Cancel'))
    await expect(first).resolves.toBe(true)
    await expect(second).resolves.toBe(false)
  })

  it('a notice has one button and resolves when closed', async () => {
    let closed = false
    void notice({ title: 'About reading history', content: 'Saved readings appear here.' }).then(() => (closed = true))
    await flush()
    expect(screen.queryByText('Cancel')).toBeNull()
    await click(screen.getByText('Got it'))
    expect(closed).toBe(true)
  })

  it('the action sheet resolves the chosen item, or null when cancelled', async () => {
    const chosen = actionSheet({ title: 'Share', items: ['Copy link', 'Save image'] })
    await flush()
    const sheet = screen.getByRole('dialog', { name: 'Share' })
    expect(['Copy link', 'Save image', 'Cancel'].map((text) => within(sheet).getByText(text).textContent)).toEqual(['Copy link', 'Save image', 'Cancel'])
    await click(within(sheet).getByText('Save image'))
    await expect(chosen).resolves.toBe(1)
    const cancelled = actionSheet({ items: ['Copy link'] })
    await flush()
    await click(screen.getByText('Cancel'))
    await expect(cancelled).resolves.toBeNull()
  })

  it('leaving the page cancels the question it showed', async () => {
    const answer = confirm({ title: 'Log out?' })
    await flush()
    testUtils.unmout()
    await expect(answer).resolves.toBe(false)
    testUtils = new TestUtils()
    await testUtils.mount(Page)
  })
})

/** H5: focus moves into the dialog, Tab stays inside, Escape cancels, and focus goes back afterwards. */
describe('dialog focus on H5', () => {
  it('focuses the first button, cancels on Escape and gives focus back', async () => {
    document.body.innerHTML = '<button id="opener">Log out</button><div id="d1"><button>Cancel</button><button>OK</button></div>'
    const opener = document.getElementById('opener')!
    opener.focus()
    const onCancel = jest.fn()
    const hook = renderHook(() => useDialogFocus('d1', onCancel))
    await new Promise((r) => requestAnimationFrame(() => r(null)))
    const panel = document.getElementById('d1')!
    expect(panel.getAttribute('role')).toBe('dialog')
    expect(panel.getAttribute('aria-modal')).toBe('true')
    const [cancel, ok] = [screen.getByRole('button', { name: 'Cancel' }), screen.getByRole('button', { name: 'OK' })]
    expect(document.activeElement).toBe(cancel)
    fireEvent.keyDown(document, { key: 'Tab' })
    expect(document.activeElement).toBe(ok)
    fireEvent.keyDown(document, { key: 'Tab' })
    expect(document.activeElement).toBe(cancel)
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(onCancel).toHaveBeenCalledTimes(1)
    hook.unmount()
    expect(document.activeElement).toBe(opener)
  })
})
