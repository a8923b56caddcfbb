/** The H5 app's address for a route and its query: the server hosting this page serves it. */
export function appLink(route: string, query: string): string {
  return `${window.location.origin}/tarot/h5app/#${route}${query ? `?${query}` : ''}`
}
