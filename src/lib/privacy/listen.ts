/** Only the mini-program gates its privacy APIs behind a consent (`listen.weapp.ts`); H5 and the app ask nothing here. */
export function listenForPrivacyPrompt(): void {}
