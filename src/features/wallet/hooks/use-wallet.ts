import type { WalletData } from '@tarot/contracts/account'
import { useCallback } from 'react'
import { useServerData } from '@/lib/data/use-server-data'
import { WALLET_KEY, loadWallet } from '@/lib/data/wallet'

export type Product = NonNullable<WalletData['products']>[number]
export type Wallet = Required<WalletData>

export type WalletState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; wallet: Wallet }

/** The signed-in user's balance, VIP time and the products on sale (the app's `wallet` data). */
export function useWallet() {
  const { state: loaded, retry, update } = useServerData(WALLET_KEY, loadWallet)
  const state: WalletState = loaded.status === 'ready' ? { status: 'ready', wallet: loaded.value } : { status: loaded.status }

  /** A purchase or a restore answered with the wallet after it; the product list stays. */
  const updateBalance = useCallback(
    (balance: Pick<WalletData, 'total' | 'vipTime' | 'vip' | 'vipBy'>) => update((wallet) => ({ ...wallet, total: balance.total, vipTime: balance.vipTime, vip: balance.vip, vipBy: balance.vipBy })),
    [update],
  )

  return { state, load: retry, updateBalance }
}
