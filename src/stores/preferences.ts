import type { Language } from '@tarot/core/language'
import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { storage } from '@/lib/storage/storage'

/** The language the user picked in the app; null follows the system language. */
export interface PreferencesState {
  language: Language | null
  setLanguage(language: Language | null): void
}

export const usePreferences = create<PreferencesState>()(
  persist(
    (set) => ({
      language: null,
      setLanguage: (language) => set({ language }),
    }),
    {
      name: 'tarot-settings',
      version: 1,
      storage: createJSONStorage(() => storage),
      partialize: ({ language }) => ({ language }),
      migrate: (persisted) => ({ language: null, ...(persisted as object) }),
    },
  ),
)
