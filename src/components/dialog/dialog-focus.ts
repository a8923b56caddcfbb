/**
 * The mini-program and React Native: focus and keys are the platform's (the back
 * button cancels through the page host or the native Modal). H5 has a leaf.
 */
export function useDialogFocus(_panelId: string, _onCancel: () => void): void {}
