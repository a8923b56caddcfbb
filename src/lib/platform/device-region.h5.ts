export { regionOfLocale } from './device-region'

/** H5: the browser sends its Accept-Language with every request, which carries the region already. */
export function deviceRegion(): string | null {
  return null
}
