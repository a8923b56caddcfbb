import { useTranslate } from 'react-admin'

export { fenFromYuan, yuan } from './money'

/** A time as both languages read it at a glance, in the operator's time zone: 2026-12-04 09:51 (with seconds for the log and the story). */
export function useWhen(): (iso: string | null | undefined, seconds?: boolean) => string {
  return (iso, seconds = false) => {
    if (!iso) return '—'
    const date = new Date(iso)
    if (Number.isNaN(date.getTime())) return iso
    const two = (n: number) => String(n).padStart(2, '0')
    const day = `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`
    const time = `${two(date.getHours())}:${two(date.getMinutes())}${seconds ? `:${two(date.getSeconds())}` : ''}`
    return `${day} ${time}`
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
