/** H5 is served by the API server itself, so requests stay on the same origin unless told otherwise. */
export const API_BASE: string = process.env.TARO_APP_API_BASE || ''
