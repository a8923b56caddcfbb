import { allRoutes } from './routes'

/** Routes in the H5 build, which also ships the pagesH5 package. */
export const SHIPPED_ROUTES: ReadonlySet<string> = new Set(allRoutes(true))
