import { useLocaleState, useTranslate } from 'react-admin'

export { fenFromYuan, yuan } from './money'

/** A time as the operator's language writes it, to the minute (or the second, for the log). */
export function useWhen(): (iso: string | null | undefined, seconds?: boolean) => string {
  const [locale] = useLocaleState()
  const tag = locale === 'en' ? 'en-GB' : 'zh-CN'
  return (iso, seconds = false) => {
    if (!iso) return '—'
    const date = new Date(iso)
    if (Number.isNaN(date.getTime())) return iso
    return date.toLocaleString(tag, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', ...(seconds ? { second: '2-digit' } : {}), hour12: false })
  }
}

/** A length of time in days and hours (minutes when under an hour): VIP time. */
export function useDuration(): (seconds: number) => string {
  const translate = useTranslate()
  return (seconds) => {
    const days = Math.floor(seconds / 86_400)
    const hours = Math.floor((seconds % 86_400) / 3_600)
    if (days === 0 && hours === 0) return translate('orders.minutes', { smart_count: Math.ceil(seconds / 60) })
    return [days ? translate('orders.days', { smart_count: days }) : '', hours ? translate('orders.hours', { smart_count: hours }) : ''].filter(Boolean).join(' ')
  }
}
