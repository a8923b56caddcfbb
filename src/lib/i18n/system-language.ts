import Taro from '@tarojs/taro'

/** The system's language tag (`zh_CN`, `en`…), or '' when it cannot be read. The mini-program and RN: Taro's system info. */
export function systemLanguage(): string {
  try {
    return Taro.getSystemInfoSync().language ?? ''
  } catch {
    return ''
  }
}
