import Taro from '@tarojs/taro'
import { placeCall as callInWechat } from './call.weapp'
import { callHref } from './call.h5'
import { dialString } from './dial'

describe('calling a hotline', () => {
  afterEach(() => jest.restoreAllMocks())

  it('dials the digits only: the spaces and hyphens that group a number for reading are left out', () => {
    expect(dialString('116 123')).toBe('116123')
    expect(dialString('010-82951332')).toBe('01082951332')
    expect(dialString('13 11 14')).toBe('131114')
  })

  it('H5: is a tel: link', () => {
    expect(callHref('2389 2222')).toBe('tel:23892222')
  })

  it('the mini-program: WeChat’s call sheet; a cancel leaves things be, WeChat that cannot call (on a computer) copies the number', async () => {
    const call = jest.spyOn(Taro, 'makePhoneCall').mockResolvedValue({ errMsg: 'makePhoneCall:ok' })
    const copy = jest.spyOn(Taro, 'setClipboardData').mockResolvedValue({ errMsg: 'setClipboardData:ok' } as never)
    await expect(callInWechat('12356')).resolves.toBe('called')
    expect(call).toHaveBeenCalledWith({ phoneNumber: '12356' })
    call.mockRejectedValueOnce({ errMsg: 'makePhoneCall:fail cancel' })
    await expect(callInWechat('12356')).resolves.toBe('cancelled')
    expect(copy).not.toHaveBeenCalled()
    call.mockRejectedValueOnce({ errMsg: 'makePhoneCall:fail not supported' })
    await expect(callInWechat('010-82951332')).resolves.toBe('copied')
    expect(copy).toHaveBeenCalledWith({ data: '01082951332' })
  })
})
