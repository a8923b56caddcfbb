import type { WalletData } from '@tarot/contracts/account'
import { useCallback, useEffect, useRef, useState } from 'react'
import { fetchWallet } from '@/lib/api/pay'
import { useSession } from '@/stores/session'

export type Product = NonNullable<WalletData['products']>[number]
export type Wallet = Required<WalletData>

export type WalletState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; wallet: Wallet }

/** The signed-in user's balance, VIP time and the products on sale; the session's energy follows each answer. */
export function useWallet() {
  const [state, setState] = useState<WalletState>({ status: 'loading' })
  const live = useRef(true)
  useEffect(
    () => () => {
      live.current = false
    },
    [],
  )

  const load = useCallback(async () => {
    setState((current) => (current.status === 'ready' ? current : { status: 'loading' }))
    try {
      const wallet = await fetchWallet()
      useSession.getState().setEnergy({ total: wallet.total, vipTime: wallet.vipTime })
      if (live.current) setState({ status: 'ready', wallet })
    } catch {
      if (live.current) setState((current) => (current.status === 'ready' ? current : { status: 'failed' }))
    }
  }, [])

  /** A purchase or a restore answered with the wallet after it; the product list stays. */
  const updateBalance = useCallback((balance: Pick<WalletData, 'total' | 'vipTime'>) => {
    setState((current) => (current.status === 'ready' ? { status: 'ready', wallet: { ...current.wallet, total: balance.total, vipTime: balance.vipTime } } : current))
  }, [])

  useEffect(() => {
    void load()
  }, [load])

  return { state, load, updateBalance }
}
