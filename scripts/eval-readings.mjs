// `npm run eval:readings`: the reading eval (server/src/eval/main.ts). The eval imports the
// server's interpreters and the workspace packages, which are TypeScript sources, so it is
// bundled first with the server's own esbuild (as bench/server.mjs does) into .tmp/eval/;
// npm packages stay external. Arguments pass through: `npm run eval:readings -- --write`.
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const root = path.resolve(import.meta.dirname, '..')
const outfile = path.join(root, '.tmp/eval/eval-readings.mjs')
const { build } = await import(pathToFileURL(createRequire(path.join(root, 'server/package.json')).resolve('esbuild')).href)

await build({
  absWorkingDir: root,
  entryPoints: ['server/src/eval/main.ts'],
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

// docs/reading-quality.md is written relative to the repository root, wherever this was started from.
process.chdir(root)
await import(pathToFileURL(outfile).href)
