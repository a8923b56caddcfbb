import type { Language } from '@tarot/core/language'
import dayjs from 'dayjs'

/** A moment as people read it in lists and timelines: "Nov 24, 08:00" or "11月24日 08:00". */
export function formatTime(iso: string, language: Language): string {
  return dayjs(iso).format(language === 'en' ? 'MMM D, HH:mm' : 'M月D日 HH:mm')
}

/** A moment later today (or just past midnight), as the clock on the phone shows it: "17:42". */
export function clockTime(iso: string): string {
  return dayjs(iso).format('HH:mm')
}

/** A calendar day (YYYY-MM-DD) as people write it: "Nov 20, 2026" or "2026年11月20日". */
export function formatDay(day: string, language: Language): string {
  return dayjs(day).format(language === 'en' ? 'MMM D, YYYY' : 'YYYY年M月D日')
}

/** A moment kept for the record (a purchase), with its year: "Nov 24, 2026, 08:00" or "2026年11月24日 08:00". */
export function formatDateTime(iso: string, language: Language): string {
  return dayjs(iso).format(language === 'en' ? 'MMM D, YYYY, HH:mm' : 'YYYY年M月D日 HH:mm')
}
