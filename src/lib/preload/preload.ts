/** Mini-program: app.json's preloadRule does the work, so pages need not ask. RN bundles every page. */
export function preloadPackages(_packages: readonly string[]): void {}
