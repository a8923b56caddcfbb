import Taro from '@tarojs/taro'
import type { StateStorage } from 'zustand/middleware'

/** React Native: Taro's storage is AsyncStorage underneath, so only the asynchronous calls exist. */
export const storage: StateStorage = {
  async getItem(key) {
    try {
      const { data } = await Taro.getStorage<string>({ key })
      return typeof data === 'string' && data !== '' ? data : null
    } catch {
      return null
    }
  },
  async setItem(key, value) {
    await Taro.setStorage({ key, data: value })
  },
  async removeItem(key) {
    await Taro.removeStorage({ key }).catch(() => undefined)
  },
}
