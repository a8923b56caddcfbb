/* global jest */
// Runs before each RN test file, after jest-expo's own set-up (which stands in for React Native's and
// Expo's native modules). What is added here is native too, each at its module boundary:
// the network (network.js), AsyncStorage, NetInfo, the gesture handler, safe-area insets, device info.
// The app's own code, Taro's RN runtime, components and router run as they are.
const { XMLHttpRequestViaStandIn, fetchViaStandIn } = require('./network')

globalThis.fetch = fetchViaStandIn
globalThis.XMLHttpRequest = XMLHttpRequestViaStandIn

// AsyncStorage's native side as a disk would be: its contents outlive a module reset, so a
// "fresh mount" (jest.resetModules + mounting again) finds what the last one stored.
globalThis.__nativeStorage ??= new Map()
jest.mock('@react-native-async-storage/async-storage', () => {
  const disk = globalThis.__nativeStorage
  const api = {
    getItem: async (key) => (disk.has(key) ? disk.get(key) : null),
    setItem: async (key, value) => void disk.set(key, value),
    removeItem: async (key) => void disk.delete(key),
    mergeItem: async (key, value) => void disk.set(key, JSON.stringify({ ...JSON.parse(disk.get(key) ?? '{}'), ...JSON.parse(value) })),
    clear: async () => disk.clear(),
    getAllKeys: async () => [...disk.keys()],
    multiGet: async (keys) => keys.map((k) => [k, disk.has(k) ? disk.get(k) : null]),
    multiSet: async (pairs) => pairs.forEach(([k, v]) => disk.set(k, v)),
    multiRemove: async (keys) => keys.forEach((k) => disk.delete(k)),
  }
  return { __esModule: true, default: api, ...api }
})
// React Native's own jest set-up stands in for AccessibilityInfo with functions that answer nothing; the native
// module answers a promise and hands back a subscription, as here (system settings off).
jest.mock('react-native/Libraries/Components/AccessibilityInfo/AccessibilityInfo', () => {
  const off = () => Promise.resolve(false)
  const api = {
    addEventListener: jest.fn(() => ({ remove: jest.fn() })),
    announceForAccessibility: jest.fn(),
    isAccessibilityServiceEnabled: jest.fn(off),
    isBoldTextEnabled: jest.fn(off),
    isGrayscaleEnabled: jest.fn(off),
    isInvertColorsEnabled: jest.fn(off),
    isReduceMotionEnabled: jest.fn(off),
    prefersCrossFadeTransitions: jest.fn(off),
    isReduceTransparencyEnabled: jest.fn(off),
    isScreenReaderEnabled: jest.fn(off),
    setAccessibilityFocus: jest.fn(),
    sendAccessibilityEvent: jest.fn(),
    getRecommendedTimeoutMillis: jest.fn((ms) => Promise.resolve(ms)),
  }
  return { __esModule: true, default: api }
})
jest.mock('@react-native-community/netinfo', () => require('@react-native-community/netinfo/jest/netinfo-mock.js'))
jest.mock('react-native-safe-area-context', () => require('react-native-safe-area-context/jest/mock').default)
jest.mock('react-native-device-info', () => require('react-native-device-info/jest/react-native-device-info-mock'))
require('react-native-gesture-handler/jestSetup')

// Build-time constants of config/index.ts `defineConstants` are inlined by transformer.js.
// Native modules @tarojs/taro-rn loads for APIs this app never calls (media, clipboard, location):
// loading Taro's API table needs them to exist, nothing more.
jest.mock('@react-native-camera-roll/camera-roll', () => ({ CameraRoll: { save: jest.fn(), saveAsset: jest.fn(), getPhotos: jest.fn() }, useCameraRoll: jest.fn() }))
jest.mock('@react-native-clipboard/clipboard', () => ({ __esModule: true, default: { getString: jest.fn(async () => ''), setString: jest.fn() } }))
jest.mock('@react-native-community/geolocation', () => ({
  __esModule: true,
  default: { getCurrentPosition: jest.fn(), watchPosition: jest.fn(), clearWatch: jest.fn(), setRNConfiguration: jest.fn() },
}))
jest.mock('@bam.tech/react-native-image-resizer', () => ({ __esModule: true, default: { createResizedImage: jest.fn() } }))
// Expo modules jest-expo has no stand-in for: every export, and every property of it, is an inert
// function (calling it gives an inert value whose subscriptions remove); nothing of them is called here.
function inert() {
  const target = function () {}
  const proxy = new Proxy(target, {
    get: (_, key) => (key === 'then' || typeof key === 'symbol' ? undefined : key === '__esModule' ? true : key === 'remove' ? () => undefined : proxy),
    apply: () => proxy,
    construct: () => proxy,
  })
  return proxy
}
for (const name of ['expo-sensors', 'expo-barcode-scanner', 'expo-camera', 'expo-av', 'expo-brightness', 'expo-location', 'expo-image-picker', 'expo-keep-awake']) jest.mock(name, () => inert())
