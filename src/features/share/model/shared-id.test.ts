import { sharedIdOf } from './shared-id'

describe('the share a shared-reading page opens', () => {
  it('is the id of a link or a chat card', () => {
    expect(sharedIdOf({ id: 'AbCdEfGhIjKlMnOpQrStUv', friend: 'u-42' })).toBe('AbCdEfGhIjKlMnOpQrStUv')
  })

  it("is the scene of a poster's mini-program code, as WeChat hands it over (URL-encoded)", () => {
    expect(sharedIdOf({ scene: 'AbCdEfGhIjKlMnOpQrStUv' })).toBe('AbCdEfGhIjKlMnOpQrStUv')
    expect(sharedIdOf({ scene: 'Ab-d_fGhIjKlMnOpQrSt%7E' })).toBe('Ab-d_fGhIjKlMnOpQrSt~')
  })

  it('is none without either, or with a scene that is no text', () => {
    expect(sharedIdOf({})).toBe('')
    expect(sharedIdOf({ scene: '%E0%A4%A' })).toBe('')
  })
})
