import { View } from '@tarojs/components'
import TestUtils from '@tarojs/test-utils-react'
import { CardFace } from '@/components/card-face/card-face'
import { screen } from './support/screen'

// The screen's pixel ratio, as the H5 leaf would report it.
let mockRatio = 1
jest.mock('@/lib/platform/pixel-ratio', () => ({ screenPixelRatio: () => mockRatio }))

/** A large card (the card page's 150 px) and a thumbnail (the library's 72 px). */
function TwoCards() {
  return (
    <View>
      <CardFace id="Major00" width={150} label="The Fool" />
      <CardFace id="Major01" width={72} label="The Magician" />
    </View>
  )
}

describe('card face art', () => {
  let testUtils: TestUtils
  beforeEach(() => {
    testUtils = new TestUtils()
  })
  afterEach(() => testUtils.unmout())

  /** The art each card shows, found by the card's name: the large card's, then the thumbnail's. */
  const sources = async () => {
    const art = () => ['The Fool', 'The Magician'].map((name) => screen.getByLabelText(name).getElementsByTagName('img')[0]?.getAttribute('src') ?? '')
    for (let i = 0; i < 20 && !art().every(Boolean); i += 1) await testUtils.act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())))
    return art()
  }

  it('shows the 2× art for large cards on a sharp screen, the 1× art for thumbnails', async () => {
    mockRatio = 3
    await testUtils.mount(TwoCards)
    const [large, thumbnail] = await sources()
    expect(large).toMatch(/\/res\/cards\/Major00@2x\.png$/)
    expect(thumbnail).toMatch(/\/res\/cards\/Major01\.png$/)
  })

  it('shows the 1× art everywhere on a plain screen', async () => {
    mockRatio = 1
    await testUtils.mount(TwoCards)
    const [large, thumbnail] = await sources()
    expect(large).toMatch(/\/res\/cards\/Major00\.png$/)
    expect(thumbnail).toMatch(/\/res\/cards\/Major01\.png$/)
  })
})
