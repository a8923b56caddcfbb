/**
 * Mini-program and RN: pages ship inside the package (or load their subpackage through the platform,
 * which reports its own failures), so there is no page code to fail on the way. H5 has its own leaf.
 */
export function PageLoadGate() {
  return null
}
