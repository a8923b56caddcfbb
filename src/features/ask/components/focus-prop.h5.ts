/**
 * On H5 the Textarea's `focus` would land on the element's focus() method;
 * its `autoFocus` property is the one that focuses it when it turns true.
 */
export function focusProp(on: boolean): { focus?: boolean; autoFocus?: boolean } {
  return { autoFocus: on }
}
