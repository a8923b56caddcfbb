// Runs before each app test file: the H5 flavour of Taro, as the browser build uses.
process.env.TARO_ENV = 'h5'
process.env.TARO_PLATFORM = 'web'
// Loading Taro first breaks a require cycle between @tarojs/runtime and @tarojs/taro.
require('@tarojs/taro')
// Taro's page hooks (useDidShow, useLoad, …) read React from the framework runtime, which a real
// build sets when it creates the app; do the same here.
const React = require('react')
const ReactDOM = require('react-dom')
require('@tarojs/plugin-framework-react/dist/runtime').createReactApp(
  function TestApp(props) {
    return props.children
  },
  React,
  ReactDOM,
  {},
)
// jsdom lacks the streaming web APIs a browser has (fetch bodies are read as streams on H5).
const util = require('node:util')
const web = require('node:stream/web')
globalThis.TextEncoder ??= util.TextEncoder
globalThis.TextDecoder ??= util.TextDecoder
globalThis.ReadableStream ??= web.ReadableStream
// Build-time constants Taro's config defines (config/index.ts `defineConstants`).
globalThis.APP_VERSION = require('../../package.json').version
// Taro's H5 <Image lazyLoad> sets its src only once the image is seen; jsdom has no IntersectionObserver
// and lays nothing out, so this one reports every observed element as on screen, as a phone showing it would.
globalThis.IntersectionObserver ??= class {
  constructor(callback) {
    this.callback = callback
  }
  observe(target) {
    queueMicrotask(() => this.callback([{ isIntersecting: true, intersectionRatio: 1, target }], this))
  }
  unobserve() {}
  disconnect() {}
}
// Each mounted page gets a fresh data cache (the app has one for its whole life), so one test's
// answers never show in the next.
const { SWRConfig } = require('swr')
const TestUtils = require('@tarojs/test-utils-react').default
const mount = TestUtils.prototype.mount
TestUtils.prototype.mount = function (ui, params) {
  const cache = new Map()
  const WithCache = (props) => React.createElement(SWRConfig, { value: { provider: () => cache } }, React.createElement(ui, props))
  return mount.call(this, WithCache, params)
}
// A failed Testing Library query prints the page by default; Taro's web components make that printout too deep to
// build (a RangeError, "Invalid string length", hides the real failure). Said without the page: what was looked for.
require('@testing-library/dom').configure({
  getElementError: (message) => Object.assign(new Error(message ?? 'element not found'), { name: 'TestingLibraryElementError' }),
})
