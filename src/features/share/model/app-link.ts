import { API_BASE } from '@/lib/http/hosts'

/** The H5 app's address for a route and its query, which anyone can open (the mini-program and RN know the server's origin). */
export function appLink(route: string, query: string): string {
  return `${API_BASE}/tarot/h5app/#${route}${query ? `?${query}` : ''}`
}
