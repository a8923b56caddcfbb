/** Nothing to mend outside React Native (see event-emitter-compat.rn.ts). */
export {}
