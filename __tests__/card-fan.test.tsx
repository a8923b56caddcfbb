import TestUtils from '@tarojs/test-utils-react'
import { CardFan } from '@/features/draw/components/card-fan'
import { fanGeometry } from '@/features/draw/model/fan-geometry'
import { initI18n } from '@/lib/i18n/i18n'
import { screen } from './support/screen'

// The fan raises the card under the finger through a leaf: React state on the mini-program and
// React Native, writes on the card's element on H5. Both must behave the same for the person.
let mockH5 = false
jest.mock('@/features/draw/components/fan-lift', () => {
  const neutral = jest.requireActual('@/features/draw/components/fan-lift')
  const h5 = jest.requireActual('@/features/draw/components/fan-lift.h5')
  return { useFanLift: (...args: unknown[]) => (mockH5 ? h5 : neutral).useFanLift(...args) }
})
// The backs too: the card face on the mini-program and React Native, one element with the art as its background on H5.
jest.mock('@/features/draw/components/fan-back', () => {
  const neutral = jest.requireActual('@/features/draw/components/fan-back')
  const h5 = jest.requireActual('@/features/draw/components/fan-back.h5')
  return { FanBack: (props: { width: number }) => (mockH5 ? h5 : neutral).FanBack(props) }
})

initI18n('en')

const fan = fanGeometry(390)
const onPick = jest.fn()
let picks: number[] = []
function Fan() {
  return <CardFan fan={fan} left={0} picks={picks} closed={false} still onPick={onPick} />
}

describe.each([
  ['the mini-program and React Native', false],
  ['H5', true],
])('the fan under a finger (%s)', (_name, h5) => {
  let testUtils: TestUtils
  beforeEach(() => {
    mockH5 = h5
    picks = []
    onPick.mockClear()
    testUtils = new TestUtils()
  })
  afterEach(() => testUtils.unmout())

  // The backs are drawings with no name of their own (the named tap strips lie over them), and "raised" is their lift
  // out of the arc: the class and the transform are what the person sees.
  const slots = () => Array.from(document.querySelectorAll('.fan__slot')) as HTMLElement[]
  const raised = () => slots().flatMap((slot, index) => (slot.classList.contains('fan__slot--raised') ? [index] : []))
  const touch = async (type: 'touchStart' | 'touchMove' | 'touchEnd', index: number) => {
    // jsdom has no Touch constructor; the event carries plain points with what the fan reads.
    const point = [{ clientX: fan.slots[index]!.x, clientY: 100 }] as unknown as Touch[]
    const init = type === 'touchEnd' ? { touches: [], changedTouches: point } : { touches: point, changedTouches: point }
    await testUtils.act(async () => {
      // On the card's tap strip; the fan around it follows the finger.
      testUtils.fireEvent[type](screen.getByLabelText(`Card ${index + 1} of the fan`), init)
    })
  }

  it('raises the card beneath the finger, follows it as it slides, and takes the card it is lifted from', async () => {
    await testUtils.mount(Fan)
    expect(slots()).toHaveLength(78)
    expect(screen.getAllByLabelText(/^Card \d+ of the fan$/)).toHaveLength(78)
    expect(raised()).toEqual([])

    await touch('touchStart', 10)
    expect(raised()).toEqual([10])
    await touch('touchMove', 11)
    await touch('touchMove', 40)
    // Only the card under the finger is up, lifted out of the arc.
    expect(raised()).toEqual([40])
    expect(slots()[40]!.style.transform).toContain(`translateY(${(-(fan.radius + fan.lift)).toFixed(1)}px)`)
    expect(slots()[10]!.style.transform).toContain(`translateY(${(-fan.radius).toFixed(1)}px)`)

    await touch('touchEnd', 40)
    expect(onPick).toHaveBeenCalledTimes(1)
    expect(onPick).toHaveBeenCalledWith(40)
    expect(raised()).toEqual([])
  })

  it('shows every card face down, with the back art', async () => {
    await testUtils.mount(Fan)
    const backs = slots().map((slot) => {
      const image = slot.querySelector('img, taro-image-core, [src]')
      return image ? image.getAttribute('src') : slot.firstElementChild?.getAttribute('style')
    })
    expect(backs).toHaveLength(78)
    for (const back of backs) expect(back).toContain('/res/cards/back.png')
  })

  it('leaves a picked card up and cannot take it twice', async () => {
    picks = [5]
    await testUtils.mount(Fan)
    expect(raised()).toEqual([5])
    await touch('touchStart', 5)
    await touch('touchMove', 6)
    expect(raised()).toEqual([5, 6])
    await touch('touchMove', 5)
    await touch('touchEnd', 5)
    expect(raised()).toEqual([5])
    expect(onPick).not.toHaveBeenCalled()
  })
})
