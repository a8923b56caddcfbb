import type { OrderView } from '@tarot/contracts/pay'
import { listOrders } from '@/lib/api/pay'
import { useServerPages } from '@/lib/data/use-server-pages'
import { useSession } from '@/stores/session'

/** The signed-in person's orders, newest first, a page at a time (`payEndpoints.listOrders.limits.pageSize`). */
export function useOrders() {
  // The list is its owner's: another person signed in on this phone has a list of their own.
  const owner = useSession((s) => (s.token ? s.userId || s.token : ''))
  return useServerPages<OrderView>(owner ? ['orders', owner] : null, listOrders)
}
