import type { WalletData } from '@tarot/contracts/account'
import { fetchWallet } from '@/lib/api/pay'
import { useSession } from '@/stores/session'
import type { DataKey } from './use-server-data'

/**
 * The signed-in person's wallet in the app's data cache: one key and one loader for every screen that shows it
 * (the wallet, a reader's checkout), so they share one cached copy and each answer also moves the session's energy.
 */
export const WALLET_KEY: DataKey = ['wallet']

export async function loadWallet(): Promise<Required<WalletData>> {
  const wallet = await fetchWallet()
  useSession.getState().setEnergy({ total: wallet.total, vipTime: wallet.vipTime })
  return wallet
}
