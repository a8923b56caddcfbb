import { useRouter } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { loginUrl, redirectTo } from '@/lib/navigation/navigate'
import { ensureAccess } from '@/lib/session/access'

function withQuery(route: string, params: Record<string, string | undefined>): string {
  const query = Object.entries(params)
    .filter(([key, value]) => value !== undefined && key !== 'stamp' && !key.startsWith('$taro'))
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value!)}`)
    .join('&')
  return query ? `${route}?${query}` : route
}

/**
 * Spec §2/§6: the ask pages open only with a token or a guest token. A visitor
 * who has neither (and cannot get a guest token, as inside WeChat's browser) is
 * sent to sign in first, with this page as the place to come back to.
 * Returns whether the page may show its content.
 */
export function useAccessGuard(route: string): boolean {
  const [allowed, setAllowed] = useState(false)
  const { params } = useRouter()
  useEffect(() => {
    let live = true
    void ensureAccess().then((ok) => {
      if (!live) return
      if (ok) setAllowed(true)
      else void redirectTo(`${loginUrl(withQuery(route, params ?? {}))}&reason=ask`)
    })
    return () => {
      live = false
    }
    // Checked once when the page opens.
  }, []) // eslint-disable-line react-hooks/exhaustive-deps
  return allowed
}
