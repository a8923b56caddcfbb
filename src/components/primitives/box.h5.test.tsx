import TestUtils from '@tarojs/test-utils-react'
import { screen } from '../../../__tests__/support/screen'
import { Block, Inline } from './box.h5'

// The H5 leaf as the H5 build resolves it: plain elements carrying what the call sites give them.
describe('plain boxes on H5', () => {
  let testUtils: TestUtils
  beforeEach(() => {
    testUtils = new TestUtils()
  })
  afterEach(() => testUtils.unmout())

  it('draws a div and a span with their classes, attributes and the role and name a screen reader announces', async () => {
    await testUtils.mount(() => (
      <Block className="card" style={{ width: '96px' }} ariaRole="img" ariaLabel="The Fool" data-spread="celtic">
        <Inline className="card__name" id="name">
          The Fool
        </Inline>
        <Inline>plain</Inline>
      </Block>
    ))
    const card = screen.getByRole('img', { name: 'The Fool' })
    expect(card.tagName).toBe('DIV')
    // The classes given are what this test is about: the box must carry them as given.
    expect(card.className).toBe('card')
    expect(card.getAttribute('data-spread')).toBe('celtic')
    expect(card.style.width).toBe('96px')
    const name = document.getElementById('name') as HTMLElement
    expect(name.tagName).toBe('SPAN')
    // Taro's text is not selectable: the class that says so comes with every run of text.
    expect(name.className).toBe('inline-text card__name')
    expect(card.lastElementChild?.className).toBe('inline-text')
    expect(card.textContent).toBe('The Foolplain')
  })

  it('prefers the H5 names of role and label when a call site gives both spellings, and adds none when given none', async () => {
    await testUtils.mount(() => (
      <Block>
        <Block className="both" role="button" ariaRole="link" aria-label="Back" ariaLabel="Go back" />
        <Inline className="none">x</Inline>
      </Block>
    ))
    const both = screen.getByRole('button', { name: 'Back' })
    expect(both.className).toBe('both')
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.queryByLabelText('Go back')).toBeNull()
    const none = screen.getByText('x')
    expect([none.hasAttribute('role'), none.hasAttribute('aria-label')]).toEqual([false, false])
  })

  it('passes taps on, and a tap a button keeps to itself does not reach the box around it', async () => {
    const opened: string[] = []
    await testUtils.mount(() => (
      <Block className="today" onClick={() => opened.push('card')}>
        <Inline className="more">More</Inline>
        <Inline
          className="share"
          onClick={(e) => {
            e.stopPropagation()
            opened.push('share')
          }}
        >
          Share
        </Inline>
      </Block>
    ))
    testUtils.fireEvent.click(screen.getByText('More'))
    testUtils.fireEvent.click(screen.getByText('Share'))
    expect(opened).toEqual(['card', 'share'])
  })
})
