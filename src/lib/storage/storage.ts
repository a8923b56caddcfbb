import Taro from '@tarojs/taro'
import type { StateStorage } from 'zustand/middleware'

/** Key–value storage for H5 and the mini-program, where Taro's storage is synchronous. */
export const storage: StateStorage = {
  getItem(key) {
    try {
      const value: unknown = Taro.getStorageSync(key)
      return typeof value === 'string' && value !== '' ? value : null
    } catch {
      return null
    }
  },
  setItem(key, value) {
    Taro.setStorageSync(key, value)
  },
  removeItem(key) {
    Taro.removeStorageSync(key)
  },
}
