import type { QuotaData, WalletData } from '@tarot/contracts/account'
import type { ServerConfig } from '../config'
import type { AccountRepository } from '../db/accounts'
import type { ChargingService } from './charging'

/** The energy wallet and what a reading costs now (spec §7 `energy/amount`, the quota shown before anything is spent). */
export class EnergyService {
  constructor(
    private readonly deps: {
      accounts: AccountRepository
      charging: ChargingService
      pricing: ServerConfig['pricing']
      /** The name of the engine in force: `offline` is the built-in reader. */
      engine: () => string
      now: () => number
    },
  ) {}

  /** Energy, the VIP end, and the products on sale when asked for. */
  async wallet(userId: string, withProducts: boolean): Promise<WalletData> {
    const wallet = await this.deps.accounts.wallet(userId, new Date(this.deps.now()))
    return withProducts ? { ...wallet, products: await this.deps.accounts.activeProducts() } : wallet
  }

  /** VIP or not, the balance, the free readings left today and the prices, and who will write the next reading. */
  async quota(userId: string): Promise<QuotaData> {
    const { accounts, charging, pricing } = this.deps
    const now = this.deps.now()
    const [wallet, vip, freeLeft] = await Promise.all([accounts.wallet(userId, new Date(now)), charging.isVip(userId, now), charging.freeLeft(userId, now)])
    return {
      vip,
      energy: wallet.total,
      freeLeft,
      freeLimit: vip ? pricing.vipDailyFree : pricing.dailyFree,
      proReadingCost: pricing.proReadingCost,
      chatFreePerReading: pricing.chatFreePerReading,
      chatCost: pricing.chatCost,
      // The engine in force writes the next reading; the built-in reader is named as such before a price is paid for it.
      writer: this.deps.engine() === 'offline' ? 'offline' : 'llm',
    }
  }
}
