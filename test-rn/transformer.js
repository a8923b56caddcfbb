// The Jest transformer for the RN tests: what Taro's Metro transformer (@tarojs/rn-supporter
// taroTransformer) does to each file, done synchronously —
// - stylesheets through @tarojs/rn-style-transformer into StyleSheet objects (style-to-rn.js);
// - the app's sources through @tarojs/rn-transformer (the app-wide stylesheet added to pages and
//   components) and then Babel with React Native's preset plus Taro's RN plugins (className → style,
//   process.env.TARO_ENV = 'rn', the build's defineConstants);
// - everything else through React Native's preset only.
const { execFileSync } = require('node:child_process')
const crypto = require('node:crypto')
const fs = require('node:fs')
const path = require('node:path')
const babel = require('@babel/core')
const { transform: taroTransform } = require('@tarojs/rn-transformer')
const { getBabelConfig } = require('@tarojs/rn-supporter/dist/babel')

const root = path.resolve(__dirname, '..')
const pkg = require('../package.json')
// The parts of config/index.ts the RN build reads (kept in step by the route/render tests failing otherwise).
const config = {
  designWidth: 750,
  deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
  sourceRoot: 'src',
  defineConstants: { APP_VERSION: JSON.stringify(pkg.version), APP_VERSION_CODE: JSON.stringify(2030701) },
  rn: { appName: 'aiTarot', postcss: { cssModules: { enable: false } } },
}
const styleScript = path.join(__dirname, 'style-to-rn.js')
const preset = require.resolve('@react-native/babel-preset')
const own = (filename) => !filename.includes(`${path.sep}node_modules${path.sep}`) && (filename.startsWith(path.join(root, 'src')) || filename.startsWith(path.join(root, 'packages')))

function compile(src, filename, plugins = []) {
  const result = babel.transformSync(src, {
    filename,
    babelrc: false,
    configFile: false,
    // Static view configs are generated from native specs, which a JS-only test renderer has no use for.
    presets: [[preset, { disableStaticViewConfigsCodegen: true }]],
    plugins,
    sourceMaps: 'inline',
    caller: { name: 'metro', bundler: 'metro', platform: 'android' },
  })
  return { code: result.code }
}

module.exports = {
  getCacheKey(src, filename) {
    return crypto.createHash('sha1').update(src).update(filename).update(fs.readFileSync(__filename)).update('1').digest('hex')
  },
  process(src, filename) {
    if (/\.(css|scss|less)$/.test(filename)) {
      const code = execFileSync(process.execPath, [styleScript], { input: JSON.stringify({ src, filename, config }), encoding: 'utf8', cwd: root, stdio: ['pipe', 'pipe', 'ignore'] })
      return compile(code, filename)
    }
    if (!own(filename)) return compile(src, filename)
    const isConfigFile = /\.config\.(t|j)sx?$/.test(filename)
    const { plugins } = getBabelConfig(config, isConfigFile)
    return taroTransform({
      src,
      filename: path.relative(root, filename),
      options: {
        projectRoot: root,
        sourceRoot: 'src',
        entry: 'app',
        rn: config.rn,
        isEntryFile: () => false,
        nextTransformer: ({ src: code }) => compile(code, filename, plugins),
      },
    })
  },
}
