/**
 * Where the REST, data and resources hosts live. The mini-program and the RN app
 * need an absolute address (TARO_APP_API_BASE at build time); H5 is served by the
 * same server and uses relative paths.
 */
export const API_BASE: string = process.env.TARO_APP_API_BASE || 'http://127.0.0.1:8080'
