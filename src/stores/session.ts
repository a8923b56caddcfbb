import { EMPTY_USER_INFO, type EnergyAmount, type UserInfo, loggedOut, withAddressToken, withEnergy, withExpiryApplied, withTokenCleared } from '@tarot/core/session'
import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { storage } from '@/lib/storage/storage'

/** Spec §3 user session, persisted locally as `user-info`. The rules live in @tarot/core/session. */
export interface SessionState extends UserInfo {
  applyExpiry(now: number): void
  setAddressToken(token: string, now: number): void
  setGuestToken(uken: string): void
  setLogin(login: { token: string; userId: string; agentId: string; acc?: string }, now: number): void
  setEnergy(amount: EnergyAmount): void
  setFlags(flags: Partial<Pick<UserInfo, 'iosCharge' | 'hideIndex'>>): void
  clearToken(): void
  logout(): void
}

const pickInfo = (state: UserInfo): UserInfo => ({
  token: state.token,
  uken: state.uken,
  acc: state.acc,
  time: state.time,
  energy: state.energy,
  vip: state.vip,
  iosCharge: state.iosCharge,
  hideIndex: state.hideIndex,
  userId: state.userId,
  agentId: state.agentId,
})

export const SESSION_STORAGE_VERSION = 1

export const useSession = create<SessionState>()(
  persist<SessionState, [], [], UserInfo>(
    (set, get) => ({
      ...EMPTY_USER_INFO,
      applyExpiry: (now) => {
        const next = withExpiryApplied(pickInfo(get()), now)
        if (next !== pickInfo(get())) set(next)
      },
      setAddressToken: (token, now) => set(withAddressToken(pickInfo(get()), token, now)),
      setGuestToken: (uken) => set({ uken }),
      setLogin: ({ token, userId, agentId, acc }, now) => set({ token, userId, agentId, acc: acc ?? get().acc, time: now }),
      setEnergy: (amount) => set(withEnergy(pickInfo(get()), amount)),
      setFlags: (flags) => set(flags),
      clearToken: () => set(withTokenCleared(pickInfo(get()))),
      logout: () => set(loggedOut(pickInfo(get()))),
    }),
    {
      name: 'user-info',
      version: SESSION_STORAGE_VERSION,
      storage: createJSONStorage(() => storage),
      partialize: pickInfo,
      // Version 0 had no energy/vip fields: start them as unknown rather than as a false zero balance.
      migrate: (persisted, version) => {
        const old = (persisted ?? {}) as Partial<UserInfo>
        if (version < 1) return { ...EMPTY_USER_INFO, ...old, energy: -1, vip: false }
        return { ...EMPTY_USER_INFO, ...old }
      },
    },
  ),
)
