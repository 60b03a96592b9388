/**
 * What brings the on-demand `interactive` enhancer chunk: every button and field an island
 * has (copy buttons, tabs, category toggles, schema expanders, the variable filter, the
 * instance check, a "Your setup" form), when a reader points at, focuses or uses one.
 */
export const INTERACTIVE_CONTROL = 'button, input';

/** Keys that move between tabs (the tabs enhancer's WAI-ARIA pattern). */
export const TAB_KEYS = ['ArrowRight', 'ArrowLeft', 'Home', 'End'];

/** The query parameter the instance check's form submits: its field's name (src/instanceCheck/browser/InstanceCheck.tsx). */
export const CHECK_PARAMETER = 'pocket-id-url';

/**
 * Whether this page was loaded by submitting the instance check's form (the check could not
 * run where the reader was): then the chunk loads at once and runs it. First-load code on
 * every page, so kept to this one test.
 */
export const instanceCheckRequested = (): boolean => location.search.includes(`${CHECK_PARAMETER}=`);
