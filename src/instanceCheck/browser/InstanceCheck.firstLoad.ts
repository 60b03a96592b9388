/** The query parameter the instance check's form submits: its field's name (InstanceCheck.tsx). */
export const CHECK_PARAMETER = 'pocket-id-url';

/**
 * Whether this page was loaded by submitting the instance check's form (the check could not
 * run where the reader was): then the controls' chunk loads at once and runs it. First-load
 * code on every page (src/components/controls.firstLoad.ts), so kept to this one test.
 */
export const instanceCheckRequested = (): boolean => location.search.includes(`${CHECK_PARAMETER}=`);
