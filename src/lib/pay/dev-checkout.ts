import { confirm } from '@/components/dialog/dialog'
import { devPay } from '@/lib/api/pay'
import { t } from '@/lib/i18n/i18n'
import './translations'
import { yuanFromFen } from './money'
import type { PayResult } from './pay-result'

/**
 * The local dev provider's checkout, the same on every platform: a confirmation clearly marked as a
 * test payment, then the server is told to pay or decline, and receives a signed notification as from WeChat.
 */
export async function devCheckout(orderId: string, amountFen: number): Promise<PayResult> {
  const confirmed = await confirm({
    title: t('pay:devCheckout.title'),
    content: t('pay:devCheckout.body', { amount: yuanFromFen(amountFen) }),
    confirmText: t('pay:devCheckout.pay'),
    cancelText: t('pay:devCheckout.decline'),
  })
  try {
    await devPay(orderId, confirmed ? 'success' : 'fail')
    return confirmed ? 'paid' : 'failed'
  } catch {
    return 'failed'
  }
}
