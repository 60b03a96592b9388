/**
 * The attribute of <html> the app sets once the first render has run its effects (the
 * islands' listeners attached) and its link handling is in place: tests, screenshots and
 * the bench wait on it before they interact.
 */
export const APP_READY_ATTRIBUTE = 'data-app-ready';
