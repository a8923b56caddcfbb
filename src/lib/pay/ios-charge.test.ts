import { iosChargeHere } from './ios-charge'

describe('whether iOS may buy in the mini-program', () => {
  it('follows the virtual payment’s own iOS switch when the server sells through it', () => {
    expect(iosChargeHere({ iosCharge: false, miniProgramCharge: true })).toBe(true)
    expect(iosChargeHere({ iosCharge: true, miniProgramCharge: false })).toBe(false)
  })

  it('follows iosCharge when the mini-program pays as before', () => {
    expect(iosChargeHere({ iosCharge: true })).toBe(true)
    expect(iosChargeHere({ iosCharge: false })).toBe(false)
  })
})
