// Runs before each app test file: the H5 flavour of Taro, as the browser build uses.
process.env.TARO_ENV = 'h5'
process.env.TARO_PLATFORM = 'web'
// Loading Taro first breaks a require cycle between @tarojs/runtime and @tarojs/taro.
require('@tarojs/taro')
