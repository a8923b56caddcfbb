// `npm start`: installs what is missing, builds the H5 app and the server when their sources
// changed, then runs the server on the embedded defaults (PGlite, offline interpreter).
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { ensureInstalled, root, run } from './lib.mjs'

function newestMtime(dir) {
  let newest = 0
  if (!existsSync(dir)) return newest
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue
    const full = path.join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs)
  }
  return newest
}

function stale(output, sources) {
  if (!existsSync(output)) return true
  const built = statSync(output).mtimeMs
  return sources.some((s) => newestMtime(path.join(root, s)) > built)
}

await ensureInstalled()
if (stale(path.join(root, 'dist/h5/index.html'), ['src', 'packages', 'config'])) {
  console.log('› building the H5 app…')
  if ((await run('npx', ['taro', 'build', '--type', 'h5'])) !== 0) process.exit(1)
}
if (stale(path.join(root, 'packages/content/dist/res/cards/back.png'), ['packages/content/art'])) {
  console.log('› rendering the card art…')
  if ((await run(process.execPath, ['packages/content/art/render.mjs'])) !== 0) process.exit(1)
}
if (stale(path.join(root, 'server/dist/server.mjs'), ['server/src', 'packages'])) {
  console.log('› building the server…')
  if ((await run('npm', ['run', 'build', '--workspace', 'server'])) !== 0) process.exit(1)
}
process.exit(await run(process.execPath, ['server/dist/server.mjs']))
