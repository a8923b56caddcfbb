// Stands in, on H5, for jsonp-retry, which Taro's request API uses only for `jsonp: true` requests (2.4 KB gzip of the
// first load). The app never asks for JSONP: its API is same-origin JSON over fetch.
module.exports = function jsonpRetry() {
  return Promise.reject(new Error('JSONP is not used by this app'))
}
