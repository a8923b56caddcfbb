import { View } from '@tarojs/components'
import TestUtils from '@tarojs/test-utils-react'
import { fireEvent, renderHook } from '@testing-library/react'
import { actionSheet, confirm, notice } from '@/components/dialog/dialog'
import { DialogHost } from '@/components/dialog/dialog-host'
import { useDialogFocus } from '@/components/dialog/dialog-focus.h5'
import { useDialogs } from '@/components/dialog/dialog-store'
import { initI18n, setAppLanguage } from '@/lib/i18n/i18n'

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
  const panel = () => document.querySelector('.dialog__panel, .sheet__panel')
  const click = async (selector: string) => {
    fireEvent.click(document.querySelector(selector) as HTMLElement)
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
    expect(panel()?.getAttribute('role')).toBe('dialog')
    expect(panel()?.getAttribute('aria-modal')).toBe('true')
    expect(document.querySelector('.dialog__title')?.textContent).toBe('Log out?')
    expect(document.querySelector('.dialog__content')?.textContent).toBe('You can sign in again at any time.')
    expect(document.querySelector('.dialog__cancel')?.textContent).toBe('Stay')
    await click('.dialog__confirm')
    await expect(answer).resolves.toBe(true)
    expect(panel()).toBeNull()
  })

  it('resolves false on cancel and on a tap beside the panel, with the common button texts by default', async () => {
    const first = confirm({ title: 'Delete this record?' })
    await flush()
    expect(document.querySelector('.dialog__confirm')?.textContent).toBe('OK')
    expect(document.querySelector('.dialog__cancel')?.textContent).toBe('Cancel')
    await click('.dialog__cancel')
    await expect(first).resolves.toBe(false)
    const second = confirm({ title: 'Delete this record?' })
    await flush()
    await click('.dialog__veil')
    await expect(second).resolves.toBe(false)
  })

  it('marks a destructive confirm, and shows queued questions one after the other', async () => {
    const first = confirm({ title: 'First', danger: true })
    const second = confirm({ title: 'Second' })
    await flush()
    expect(document.querySelectorAll('.dialog__panel')).toHaveLength(1)
    expect(document.querySelector('.dialog__confirm--danger')).not.toBeNull()
    await click('.dialog__confirm')
    expect(document.querySelector('.dialog__title')?.textContent).toBe('Second')
    expect(document.querySelector('.dialog__confirm--danger')).toBeNull()
    await click('.dialog__cancel')
    await expect(first).resolves.toBe(true)
    await expect(second).resolves.toBe(false)
  })

  it('a notice has one button and resolves when closed', async () => {
    let closed = false
    void notice({ title: 'About reading history', content: 'Saved readings appear here.' }).then(() => (closed = true))
    await flush()
    expect(document.querySelector('.dialog__cancel')).toBeNull()
    expect(document.querySelector('.dialog__confirm')?.textContent).toBe('Got it')
    await click('.dialog__confirm')
    expect(closed).toBe(true)
  })

  it('the action sheet resolves the chosen item, or null when cancelled', async () => {
    const chosen = actionSheet({ title: 'Share', items: ['Copy link', 'Save image'] })
    await flush()
    expect(Array.from(document.querySelectorAll('.sheet__item')).map((b) => b.textContent)).toEqual(['Copy link', 'Save image', 'Cancel'])
    fireEvent.click(document.querySelectorAll('.sheet__item')[1] as HTMLElement)
    await flush()
    await expect(chosen).resolves.toBe(1)
    const cancelled = actionSheet({ items: ['Copy link'] })
    await flush()
    await click('.sheet__cancel')
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
    document.body.innerHTML = '<button id="opener">Log out</button><div id="d1"><button class="a">Cancel</button><button class="b">OK</button></div>'
    const opener = document.getElementById('opener')!
    opener.focus()
    const onCancel = jest.fn()
    const hook = renderHook(() => useDialogFocus('d1', onCancel))
    await new Promise((r) => requestAnimationFrame(() => r(null)))
    const panel = document.getElementById('d1')!
    expect(panel.getAttribute('role')).toBe('dialog')
    expect(panel.getAttribute('aria-modal')).toBe('true')
    expect(document.activeElement?.className).toBe('a')
    fireEvent.keyDown(document, { key: 'Tab' })
    expect(document.activeElement?.className).toBe('b')
    fireEvent.keyDown(document, { key: 'Tab' })
    expect(document.activeElement?.className).toBe('a')
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(onCancel).toHaveBeenCalledTimes(1)
    hook.unmount()
    expect(document.activeElement).toBe(opener)
  })
})
