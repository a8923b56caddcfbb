/**
 * React Native: Taro's RN APIs have no selector query (`createSelectorQuery` throws), so nothing is
 * measured and the draw lays the fan and the places out from its estimate of where they start.
 */
export function measureTops(selectors: string[], done: (tops: (number | null)[]) => void): void {
  done(selectors.map(() => null))
}
