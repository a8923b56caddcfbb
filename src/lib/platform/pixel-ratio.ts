/**
 * Device pixels per screen pixel, for choosing sharper images. This neutral file
 * serves the mini-program and RN, which keep the 1× card art: that is what the
 * launch-time warm-up caches (the version file's `res` list), so it stays offline-ready.
 */
export function screenPixelRatio(): number {
  return 1
}
