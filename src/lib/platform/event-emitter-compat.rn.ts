import { DeviceEventEmitter } from 'react-native'

/**
 * Taro 4.1's RN components bundle @ant-design/react-native 5.0.0, whose Portal.Host (around every page) adds its
 * listeners with `DeviceEventEmitter.addListener` and removes them with `removeListener(type, listener)`, which
 * React Native dropped in 0.70: unmounting the app (Back out of it on Android) threw, and the listeners leaked.
 * Each subscription is remembered by its type and listener, and `removeListener` removes that subscription.
 */
type Listener = (...args: never[]) => unknown
type Subscription = { remove(): void }
const emitter = DeviceEventEmitter as unknown as {
  addListener(type: string, listener: Listener, context?: unknown): Subscription
  removeListener?: (type: string, listener: Listener) => void
}

if (typeof emitter.removeListener !== 'function') {
  const subscriptions = new Map<string, Map<Listener, Subscription[]>>()
  const add = emitter.addListener.bind(emitter)
  emitter.addListener = (type, listener, context) => {
    const subscription = add(type, listener, context)
    const byListener = subscriptions.get(type) ?? new Map<Listener, Subscription[]>()
    subscriptions.set(type, byListener.set(listener, [...(byListener.get(listener) ?? []), subscription]))
    return subscription
  }
  emitter.removeListener = (type, listener) => {
    const byListener = subscriptions.get(type)
    byListener?.get(listener)?.forEach((subscription) => subscription.remove())
    byListener?.delete(listener)
  }
}

export {}
