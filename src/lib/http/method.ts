export const STANDARD_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'HEAD', 'OPTIONS', 'TRACE', 'CONNECT'] as const
export type HttpMethod = (typeof STANDARD_METHODS)[number]

/** Spec §5: a method that is not a standard one falls back to GET. */
export function normalizeMethod(method: string | undefined): HttpMethod {
  const upper = (method ?? 'GET').toUpperCase()
  return (STANDARD_METHODS as readonly string[]).includes(upper) ? (upper as HttpMethod) : 'GET'
}
