import path from 'node:path'
import zlib from 'node:zlib'
import CompressionPlugin from 'compression-webpack-plugin'
import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import devConfig from './dev'
import { firstScreenToday } from './h5/first-screen-today'
import prodConfig from './prod'

const root = path.resolve(__dirname, '..')
const target = process.env.TARO_ENV || 'h5'
// TARO_OUTPUT_ROOT lets two builds of one tree (two people testing different changes) keep their own output
const outputRoot = process.env.TARO_OUTPUT_ROOT || `dist/${target}`

// One codebase, three targets. Each target builds into its own folder under dist/.
export default defineConfig<'webpack5'>(async (merge) => {
  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'ai-tarot',
    date: '2026-11-21',
    designWidth: 750,
    deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
    sourceRoot: 'src',
    outputRoot: outputRoot,
    plugins: [],
    defineConstants: {
      APP_VERSION: JSON.stringify('2.3.7'),
      APP_VERSION_CODE: JSON.stringify(2030701),
    },
    alias: {
      '@': path.join(root, 'src'),
      '@tarot/core': path.join(root, 'packages/core/src'),
      '@tarot/contracts': path.join(root, 'packages/contracts/src'),
      '@tarot/messages': path.join(root, 'packages/messages/src'),
      '@tarot/content': path.join(root, 'packages/content/src'),
    },
    // H5: the icon the page links to (and the server also answers /favicon.ico with).
    copy: { patterns: target === 'h5' ? [{ from: 'src/favicon.ico', to: `${outputRoot}/favicon.ico` }] : [], options: {} },
    // Taro's mini-program default writes every non-ASCII character as a six-character \u escape (6 bytes where UTF-8 takes 3); the
    // Chinese texts and the spreads catalogue made that 120 KB of the 1 MB main package. WeChat reads UTF-8 sources; H5 already did.
    terser: { enable: true, config: { output: { ascii_only: false } } },
    // H5 renders with Preact through preact/compat (React's API; about 11 KB gzip against React DOM's 41 KB in the first load);
    // the mini-program and RN stay on React, as do the Jest tests (babel.config.js).
    framework: target === 'h5' ? 'preact' : 'react',
    compiler: 'webpack5',
    cache: { enable: true },
    mini: {
      postcss: {
        pxtransform: { enable: true, config: {} },
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } },
      },
      // The workspace packages are TypeScript sources and must go through Babel too.
      compile: { include: [path.join(root, 'packages')] },
      // As on H5: every rule is scoped by its component's class names, so the order two pages import shared CSS in decides
      // nothing; without this every build printed a dozen "Conflicting order" blocks for the common chunk.
      miniCssExtractPluginOption: { ignoreOrder: true },
    },
    h5: {
      publicPath: '/tarot/h5app/',
      staticDirectory: 'static',
      // Hash routing under the base path. Setting router.basename would move routes to #/tarot/h5app/... and break them.
      router: { mode: 'hash' },
      output: { filename: 'js/[name].[contenthash:8].js', chunkFilename: 'js/[name].[contenthash:8].js' },
      // src/index.html places the CSS and script tags itself: after the static first screen, so it paints before the app's CSS arrives.
      // It also shows today's card from the start: the inline script gets the choice's code and the resources host (as lib/http/hosts.h5.ts).
      htmlPluginOption: { inject: false, firstScreenToday: firstScreenToday.toString(), resBase: process.env.TARO_APP_API_BASE || '' },
      miniCssExtractPluginOption: {
        ignoreOrder: true,
        filename: 'css/[name].[contenthash:8].css',
        chunkFilename: 'css/[name].[contenthash:8].css',
      },
      postcss: {
        autoprefixer: { enable: true, config: {} },
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } },
      },
      compile: { include: [path.join(root, 'packages')] },
      // Images stay files rather than base64 in the entry script (the tab bar's icons were 10 KB gzip of it):
      // they load beside the scripts instead of being parsed as part of them.
      imageUrlLoaderOption: { limit: 1024 },
      // Readable chunk names (e.g. pages_index_index_tsx) let the size budget find each page's chunk.
      webpackChain(chain) {
        chain.optimization.set('chunkIds', 'named')
        // webpack's size hint (244 KiB of uncompressed code per file, lazily loaded page chunks included) is not this app's budget,
        // and Taro printed it three times on every build: the budget that matters is the first load, measured in Chromium and
        // gzipped, which scripts/size-budget.mjs enforces (npm test fails past 150 KB; the mini-program's main package past 1 MB).
        chain.performance.hints(false)
        // Polyfills every targeted browser has natively, and JSONP the app never uses: out of the first load.
        chain.resolve.alias
          .set('whatwg-fetch$', path.join(root, 'config/h5/native-polyfill.cjs'))
          .set('abortcontroller-polyfill/dist/abortcontroller-polyfill-only$', path.join(root, 'config/h5/native-polyfill.cjs'))
          .set('jsonp-retry$', path.join(root, 'config/h5/no-jsonp.cjs'))
        // `platform`, the user-agent parser Taro's H5 API imports for getDeviceInfo, parses as it loads and has no other effect:
        // declared so, it stays out of every chunk that only asks for the window's size (getWindowInfo, in the same module).
        chain.module
          .rule('platform-has-no-side-effects')
          .test(/node_modules[\\/]platform[\\/]platform\.js$/)
          .set('sideEffects', false)
        // The runtime may use async functions (src/lib/i18n/start.h5.ts awaits the person's language at module level):
        // every browser in package.json's browserslist (full ES module support) has them.
        chain.output.merge({ environment: { asyncFunction: true } })
        // Brotli at its highest quality and gzip at level 9, written beside each file at build time: the server sends them as
        // they are (@fastify/static's preCompressed) instead of compressing on the fly at the fast, larger settings. Home's first
        // load is about 129 KB in brotli against 155 KB on the fly.
        if (process.env.NODE_ENV !== 'development') {
          const test = /\.(js|css|html|svg|json)$/
          chain
            .plugin('brotli')
            .use(CompressionPlugin, [
              { algorithm: 'brotliCompress', filename: '[path][base].br', test, threshold: 1024, minRatio: 0.9, compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } } },
            ])
          chain.plugin('gzip').use(CompressionPlugin, [{ algorithm: 'gzip', filename: '[path][base].gz', test, threshold: 1024, minRatio: 0.9, compressionOptions: { level: 9 } }])
        }
      },
    },
    rn: {
      appName: 'aiTarot',
      output: {
        ios: 'dist/rn/ios/main.jsbundle',
        iosAssetsDest: 'dist/rn/ios',
        android: 'dist/rn/android/index.android.bundle',
        androidAssetsDest: 'dist/rn/android/res',
        // The maps let the bundle check say which packages the JS comes from.
        iosSourcemapOutput: 'dist/rn/ios/main.jsbundle.map',
        androidSourcemapOutput: 'dist/rn/android/index.android.bundle.map',
      },
      postcss: { cssModules: { enable: false } },
    },
  }
  return merge({}, baseConfig, process.env.NODE_ENV === 'development' ? devConfig : prodConfig)
})
