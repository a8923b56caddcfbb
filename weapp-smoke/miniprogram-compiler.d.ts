declare module 'miniprogram-compiler' {
  /** Compiles every WXML file under `root` with WeChat's wcc; the result is the body of a function returning `$gwx`. */
  export function wxmlToJs(root: string, options?: Record<string, unknown>): string
  export function wxssToJs(root: string, options?: Record<string, unknown>): string
}
