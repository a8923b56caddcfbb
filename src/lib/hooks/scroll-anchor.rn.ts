import Taro from '@tarojs/taro'

/**
 * React Native: Taro's RN APIs have no selector query (`createSelectorQuery` throws "RN 端暂不支持",
 * which took the reading page down as soon as a stream began), so there is no anchor to measure:
 * the page follows to its end, as it does without an anchor.
 */
export function scrollAnchorIntoView(_anchor: string): void {
  Taro.pageScrollTo({ scrollTop: 1_000_000, duration: 0 }).catch(() => undefined)
}
