// `npm start`: installs what is missing, builds the H5 app, the console and the server when their sources
// changed, then runs the server on the embedded defaults (PGlite, offline interpreter).
// Each step says when it starts and how long it took; the tests' tools are not installed (the test
// command adds them).
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

const started = Date.now()
const elapsed = (since) => {
  const seconds = Math.round((Date.now() - since) / 1000)
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`
}

const steps = [
  { name: 'dependencies', run: () => ensureInstalled({ everything: false }).then(() => 0) },
  {
    name: 'the H5 app (taro build --type h5, about a minute)',
    when: () => stale(path.join(root, 'dist/h5/index.html'), ['src', 'packages', 'config']),
    run: () => run('npx', ['taro', 'build', '--type', 'h5']),
  },
  {
    name: 'the back-office console (vite build, a few seconds)',
    when: () => stale(path.join(root, 'console/dist/index.html'), ['console', 'packages/contracts']),
    run: () => run('npm', ['run', 'build', '--workspace', 'console']),
  },
  {
    name: 'the card art',
    when: () => stale(path.join(root, 'packages/content/dist/res/cards/back.png'), ['packages/content/art']),
    run: () => run(process.execPath, ['packages/content/art/render.mjs']),
  },
  {
    name: 'the server',
    when: () => stale(path.join(root, 'server/dist/server.mjs'), ['server/src', 'packages']),
    run: () => run('npm', ['run', 'build', '--workspace', 'server']),
  },
]

for (const [index, step] of steps.entries()) {
  const label = `[${index + 1}/${steps.length}] ${step.name}`
  if (step.when && !step.when()) {
    console.log(`${label}: up to date`)
    continue
  }
  console.log(`${label}…`)
  const stepStarted = Date.now()
  try {
    if ((await step.run()) !== 0) throw new Error('failed')
  } catch (error) {
    console.error(`${label} failed after ${elapsed(stepStarted)}: ${error.message}`)
    process.exit(1)
  }
  console.log(`${label}: done in ${elapsed(stepStarted)}`)
}
console.log(`› set up in ${elapsed(started)}; starting the server…`)
process.exit(await run(process.execPath, ['server/dist/server.mjs']))
