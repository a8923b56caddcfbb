import Taro from '@tarojs/taro'

/** The device's system as Taro reports it (the mini-program and the RN app); H5 reads the user agent instead. */
export function systemPayOs(): 'ios' | 'android' | 'other' {
  try {
    const platform = Taro.getSystemInfoSync().platform.toLowerCase()
    return platform === 'ios' ? 'ios' : platform === 'android' ? 'android' : 'other'
  } catch {
    return 'other'
  }
}
