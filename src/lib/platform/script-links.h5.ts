/**
 * H5: Taro's tab bar draws each tab as `<a href="javascript:;">` and handles the tap in its own click
 * handler. The browser would then follow the `javascript:` URL, which the app's Content-Security-Policy
 * (no inline script) refuses, logging a violation on every tab tap. A tap on such a link keeps its handlers
 * but not the browser's default: nothing is navigated to, so nothing is refused, and the policy stays as
 * strict as it is.
 */
export function inertScriptLinks(): void {
  if (typeof document === 'undefined') return
  document.addEventListener(
    'click',
    (event) => {
      // The tab bar is a custom element: look through the whole path, not just the target.
      const link = event.composedPath().find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement)
      if (link && /^\s*javascript:/i.test(link.getAttribute('href') ?? '')) event.preventDefault()
    },
    true,
  )
}
