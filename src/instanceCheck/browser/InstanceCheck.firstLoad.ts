import type { FirstLoad } from '../../components/controlTypes';

/** The query parameter the instance check's form submits: its field's name (InstanceCheck.tsx). */
export const CHECK_PARAMETER = 'pocket-id-url';

/**
 * The check's first-load part (listed in src/components/firstLoadParts.ts):
 * a page loaded by submitting the check's form (the check could not run where the reader
 * was) brings the controls' chunk at once, which runs it. On every page, so this one test.
 */
export const instanceCheckFirstLoad: FirstLoad = { waiting: () => location.search.includes(`${CHECK_PARAMETER}=`) };
