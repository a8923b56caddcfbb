import { PRIVACY_AGREE_BUTTON_ID, usePrivacyPrompt } from './privacy-prompt'

describe('the privacy consent prompt', () => {
  beforeEach(() => usePrivacyPrompt.setState({ resolve: null, hosts: 0 }))

  it("answers WeChat with the agree button's id when the person agrees, and closes", () => {
    const unhost = usePrivacyPrompt.getState().host()
    const resolve = jest.fn()
    usePrivacyPrompt.getState().ask(resolve)
    expect(usePrivacyPrompt.getState().resolve).not.toBeNull()
    usePrivacyPrompt.getState().answer(true)
    expect(resolve).toHaveBeenCalledWith({ event: 'agree', buttonId: PRIVACY_AGREE_BUTTON_ID })
    expect(usePrivacyPrompt.getState().resolve).toBeNull()
    unhost()
  })

  it('a refusal is passed on as disagree, so the API fails and the app carries on', () => {
    usePrivacyPrompt.getState().host()
    const resolve = jest.fn()
    usePrivacyPrompt.getState().ask(resolve)
    usePrivacyPrompt.getState().answer(false)
    expect(resolve).toHaveBeenCalledWith({ event: 'disagree' })
  })

  it('with no page able to show the sheet, refuses at once instead of leaving the API hanging', () => {
    const resolve = jest.fn()
    usePrivacyPrompt.getState().ask(resolve)
    expect(resolve).toHaveBeenCalledWith({ event: 'disagree' })
    expect(usePrivacyPrompt.getState().resolve).toBeNull()
  })

  it('two APIs asking at once both get the one answer', () => {
    usePrivacyPrompt.getState().host()
    const first = jest.fn()
    const second = jest.fn()
    usePrivacyPrompt.getState().ask(first)
    usePrivacyPrompt.getState().ask(second)
    usePrivacyPrompt.getState().answer(true)
    expect(first).toHaveBeenCalledTimes(1)
    expect(second).toHaveBeenCalledWith({ event: 'agree', buttonId: PRIVACY_AGREE_BUTTON_ID })
  })
})
