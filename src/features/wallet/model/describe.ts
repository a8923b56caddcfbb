import { currentLanguage } from '@/lib/i18n/i18n'
import dayjs from 'dayjs'

export const ENERGY_ROUTE = '/pages/pay/energy'

/** What a product or an order buys, as a translation key of the wallet namespace and its values. */
export function describeItem(item: { kind: 'energy' | 'vip' | 'consultation'; energy: number; vipDays: number }): {
  key: 'products.energy' | 'products.vip' | 'products.consultation'
  params: Record<string, number>
} {
  if (item.kind === 'energy') return { key: 'products.energy', params: { energy: item.energy } }
  if (item.kind === 'vip') return { key: 'products.vip', params: { days: item.vipDays } }
  return { key: 'products.consultation', params: {} }
}

/** A VIP end date in the user's language (dayjs follows the app language). */
export function formatDate(iso: string): string {
  return dayjs(iso).format(currentLanguage() === 'en' ? 'MMM D, YYYY' : 'YYYY年M月D日')
}

/** A VIP time only counts while it lies ahead. */
export function activeVipUntil(vipTime: string | null, now: number): string | null {
  return vipTime && dayjs(vipTime).valueOf() > now ? vipTime : null
}
