// Bundles the server into dist/server.mjs. The workspace packages (@tarot/*) are TypeScript
// sources, so they are bundled in; every npm dependency stays external and loads from node_modules.
import { readFileSync } from 'node:fs'
import { build } from 'esbuild'

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'))
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@tarot/'))

// The server, and the operator's commands: publishing content without a release, managing readers, and backups.
await build({
  absWorkingDir: import.meta.dirname,
  // The poster worker (services/share/poster/worker.ts) is an entry of its own: the server's pool loads it from beside server.mjs.
  entryPoints: {
    'poster-worker': 'src/services/share/poster/worker.ts',
    server: 'src/server.ts',
    publish: 'src/publish.ts',
    'reader-admin': 'src/reader-admin.ts',
    'birth-year-admin': 'src/birth-year-admin.ts',
    'operator-admin': 'src/operator-admin.ts',
    'moderation-admin': 'src/moderation-admin.ts',
    backup: 'src/backup.ts',
  },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: 'warning',
})
console.log(
  'server built: server/dist/server.mjs, server/dist/poster-worker.mjs, server/dist/publish.mjs, server/dist/reader-admin.mjs, server/dist/birth-year-admin.mjs, server/dist/operator-admin.mjs, server/dist/moderation-admin.mjs, server/dist/backup.mjs',
)
