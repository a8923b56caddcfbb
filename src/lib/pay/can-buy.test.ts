import { canBuyHere } from './can-buy'

describe('canBuyHere', () => {
  it('lets Android and other systems buy whatever the iOS flag says', () => {
    expect(canBuyHere(false, 'android')).toBe(true)
    expect(canBuyHere(false, 'other')).toBe(true)
  })

  it('lets iOS buy only when the version file turns iosCharge on', () => {
    expect(canBuyHere(false, 'ios')).toBe(false)
    expect(canBuyHere(true, 'ios')).toBe(true)
  })
})
