import { useSession } from '@/stores/session'
import { payOs } from './pay-platform'

/**
 * The one rule for "can this person buy here" (spec §3, §4: the version file's iosCharge drives iOS
 * charging): on iOS, only when iosCharge is on; elsewhere, always. Every purchase entry point — the
 * Energy page's products, home's top-up, the ask and reading pages' "Get energy", a reader's order
 * paid with WeChat, the chat past its free follow-ups — asks this, so none offers what another refuses.
 */
export function canBuyHere(iosCharge: boolean, os: 'ios' | 'android' | 'other' = payOs()): boolean {
  return os !== 'ios' || iosCharge
}

/** `canBuyHere` for a component, following the session's iosCharge flag as the version check sets it. */
export function useCanBuy(): boolean {
  const iosCharge = useSession((s) => s.iosCharge)
  return canBuyHere(iosCharge)
}
