import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { storage } from '@/lib/storage/storage'

/** Spec §3 user cache, persisted as `user-cache`: the draw in progress, the save opt-out and the user's own agent record. */
export interface UserCacheState {
  drawData: unknown
  ignoreSave: boolean
  agent: unknown
  setDrawData(drawData: unknown): void
  setIgnoreSave(ignoreSave: boolean): void
  setAgent(agent: unknown): void
  clear(): void
}

export const useUserCache = create<UserCacheState>()(
  persist(
    (set) => ({
      drawData: null,
      ignoreSave: false,
      agent: null,
      setDrawData: (drawData) => set({ drawData }),
      setIgnoreSave: (ignoreSave) => set({ ignoreSave }),
      setAgent: (agent) => set({ agent }),
      clear: () => set({ drawData: null, ignoreSave: false, agent: null }),
    }),
    {
      name: 'user-cache',
      version: 1,
      storage: createJSONStorage(() => storage),
      partialize: ({ drawData, ignoreSave, agent }) => ({ drawData, ignoreSave, agent }),
      migrate: (persisted) => ({ drawData: null, ignoreSave: false, agent: null, ...(persisted as object) }),
    },
  ),
)
