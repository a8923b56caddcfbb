import { currentDataPath } from '@/lib/i18n/i18n'

/** A data-host file in the current language (spec §7 `/local/{lang}/...`: '' for Simplified Chinese, zh-Hant, en). */
export function dataUrl(path: string): string {
  const segment = currentDataPath()
  return `/local/${segment ? `${segment}/` : ''}${path.replace(/^\//, '')}`
}
