/** Warms the browser's cache with a resource (spec §7 res/static lists): an ordinary GET the HTTP cache keeps. */
export async function warm(url: string): Promise<void> {
  await fetch(url, { credentials: 'omit' }).then((r) => r.arrayBuffer())
}
