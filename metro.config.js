const path = require('node:path')
const { getDefaultConfig, mergeConfig } = require('@react-native/metro-config')
const { getMetroConfig } = require('@tarojs/rn-supporter')

/**
 * Metro configuration
 * https://facebook.github.io/metro/docs/configuration
 *
 * @type {import('metro-config').MetroConfig}
 */
const config = {
  transformer: {
    // Metro's default escapes every non-ASCII character as a six-character \u sequence: the Chinese texts and the spreads catalogue
    // took twice their UTF-8 size. Hermes compiles the bundle from UTF-8 source (scripts/check-rn-bundle.mjs).
    minifierConfig: {
      mangle: { toplevel: false },
      output: { ascii_only: false, quote_style: 3, wrap_iife: true },
      sourceMap: { includeSources: false },
      toplevel: false,
      compress: { reduce_funcs: false },
    },
  },
}

/** Files the bundle takes from this project instead of a package's own (see each file for why). */
const STAND_INS = [[/[\\/]node_modules[\\/]zod[\\/]v4[\\/]locales[\\/]index\.cjs$/, path.join(__dirname, 'config/rn/zod-locales.cjs')]]

module.exports = (async function () {
  const merged = mergeConfig(getDefaultConfig(__dirname), await getMetroConfig(), config)
  const resolveRequest = merged.resolver.resolveRequest
  merged.resolver.resolveRequest = (context, moduleName, platform) => {
    const resolved = resolveRequest ? resolveRequest(context, moduleName, platform) : context.resolveRequest(context, moduleName, platform)
    const standIn = resolved?.type === 'sourceFile' && STAND_INS.find(([pattern]) => pattern.test(resolved.filePath))
    return standIn ? { type: 'sourceFile', filePath: standIn[1] } : resolved
  }
  return merged
})()
