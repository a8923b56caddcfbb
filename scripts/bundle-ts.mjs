// Bundles a TypeScript entry that imports the server and the workspace packages (TypeScript
// sources) with the server's own esbuild, as server/build.mjs bundles the server; npm packages
// stay external. Used by the reading eval and the server benchmarks.
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

export const root = path.resolve(import.meta.dirname, '..')

/** Bundles `entry` (relative to the repository root) into `outfile` and returns `outfile`. */
export async function bundleTs(entry, outfile) {
  const { build } = await import(pathToFileURL(createRequire(path.join(root, 'server/package.json')).resolve('esbuild')).href)
  await build({
    absWorkingDir: root,
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [
      {
        name: 'npm-packages-external',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@tarot/') ? undefined : { path: args.path, external: true }))
        },
      },
    ],
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    logLevel: 'warning',
  })
  return outfile
}
