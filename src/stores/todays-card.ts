import type { PinnedDailyCard } from '@tarot/core/daily'
import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { storage } from '@/lib/storage/storage'

/**
 * Today's card as this device first showed it (rules in @tarot/core/daily's `todaysCard`), persisted as `tarot-today`.
 * The H5 first screen in src/index.html reads the same record to show and fetch the card before the app has loaded.
 */
export interface TodaysCardState {
  pin: PinnedDailyCard | null
  setPin(pin: PinnedDailyCard): void
}

export const useTodaysCardPin = create<TodaysCardState>()(
  persist(
    (set) => ({
      pin: null,
      setPin: (pin) => set({ pin }),
    }),
    {
      name: 'tarot-today',
      version: 1,
      storage: createJSONStorage(() => storage),
      partialize: ({ pin }) => ({ pin }),
    },
  ),
)
