import { allRoutes } from './routes'

/** Routes in the mini-program and RN builds (no H5-only package). */
export const SHIPPED_ROUTES: ReadonlySet<string> = new Set(allRoutes(false))
