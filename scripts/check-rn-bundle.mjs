// The RN build exits 0 even when it fails, so check that each bundle exists, is not empty,
// and compiles to Hermes bytecode with the hermesc that ships with react-native.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { root } from './lib.mjs'

const bundles = ['dist/rn/android/index.android.bundle', 'dist/rn/ios/main.jsbundle']
const hermesc = path.join(root, 'node_modules/react-native/sdks/hermesc/linux64-bin/hermesc')
let failed = false
for (const rel of bundles) {
  const file = path.join(root, rel)
  if (!existsSync(file) || statSync(file).size === 0) {
    console.error(`✗ ${rel} is missing or empty`)
    failed = true
    continue
  }
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'hermes-')), 'bundle.hbc')
  const result = spawnSync(hermesc, ['-emit-binary', '-O', '-w', '-out', out, file], { encoding: 'utf8' })
  if (result.status !== 0 || !existsSync(out)) {
    console.error(`✗ ${rel} does not compile with Hermes:\n${(result.stderr || '').slice(0, 2000)}`)
    failed = true
    continue
  }
  console.log(`✓ ${rel}: ${(statSync(file).size / 1024).toFixed(0)} KB JS → ${(statSync(out).size / 1024).toFixed(0)} KB Hermes bytecode`)
}
process.exit(failed ? 1 : 0)
