/**
 * `disabled` only when it is true. On H5, React writes `disabled={false}` onto
 * Taro's custom elements as the attribute disabled="false", which Taro's own
 * `[disabled]` styles then match: the button looks dimmed while it works.
 */
export function disabledWhen(off: boolean): { disabled?: true } {
  return off ? { disabled: true } : {}
}
