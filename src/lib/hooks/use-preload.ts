import { useEffect } from 'react'
import { PRELOAD } from '@/lib/navigation/routes'
import { preloadPackages } from '@/lib/preload/preload'

/** Spec §2 preloading for the page at `route`, from the same table app.json's preloadRule is built from. */
export function usePreload(route: keyof typeof PRELOAD | string): void {
  useEffect(() => {
    const packages = PRELOAD[route]
    if (packages) preloadPackages(packages)
  }, [route])
}
