/**
 * Focusing a Textarea from code. The mini-program (and React Native) take the
 * `focus` property; the H5 build has its own leaf (`focus-prop.h5.ts`).
 */
export function focusProp(on: boolean): { focus?: boolean; autoFocus?: boolean } {
  return { focus: on }
}
