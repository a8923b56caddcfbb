import type { Language } from '@tarot/core/language'

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/**
 * A legal page's effective date (YYYY-MM-DD) as its language writes it: "2026 年 11 月 25 日",
 * "25 November 2026". The page head shows it; the page bodies do not repeat it.
 */
export function effectiveDate(effective: string, language: Language): string {
  const [year, month, day] = effective.split('-').map(Number) as [number, number, number]
  return language === 'en' ? `${day} ${MONTHS[month - 1]} ${year}` : `${year} 年 ${month} 月 ${day} 日`
}
