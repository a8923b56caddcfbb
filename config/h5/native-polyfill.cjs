// Stands in, on H5, for the fetch and AbortController polyfills Taro's request API imports for their side effect
// (whatwg-fetch, abortcontroller-polyfill: 9.7 KB gzip of the first load). Every browser the app builds for
// (package.json browserslist: fully supports ES modules) has both natively, so the polyfills never ran.
module.exports = {}
