/** The mini-program and RN have no `javascript:` links to follow (H5 has a leaf). */
export function inertScriptLinks(): void {}
