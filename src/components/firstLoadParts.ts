/**
 * The registry of first-load parts, and what an island does about its controls before their
 * chunk (controls.ts) is here: first-load code on every page. A control with work to do that early declares it in its first-load part,
 * `X.firstLoad.ts` beside its component, listed below; the islands' checks are derived from
 * the list. The parts are imported here only, never by the chunk: so webpack inlines them into
 * this module instead of giving each a module of its own on every page.
 */
import { tabSetsFirstLoad } from './mdx/Tabs.firstLoad';
import { instanceCheckFirstLoad } from '../instanceCheck/browser/InstanceCheck.firstLoad';
import type { FirstLoad } from './controlTypes';

/**
 * Every first-load part, one line each (test/unit/components/controls.test.tsx fails if one is left out).
 * @internal Exported for its tests; production uses it in this file only.
 */
export const FIRST_LOAD: readonly FirstLoad[] = [tabSetsFirstLoad, instanceCheckFirstLoad];

/**
 * What brings the chunk: every button and field an island has (a select too: the upgrade
 * planner's), when a reader points at, focuses or uses one. Every control's elements are
 * buttons or fields (test/unit/components/controls.test.tsx checks each control's real
 * markup): a control built on another element widens this.
 */
export const CONTROL = 'button, input, select';

/** Whether a key pressed before the chunk is here must wait for it. */
export const keyForControls = (event: KeyboardEvent): boolean => FIRST_LOAD.some(part => part.key && part.key(event));

/** Whether an island needs the chunk at once. */
export const controlsWaiting = (island: Element): boolean => FIRST_LOAD.some(part => part.waiting && part.waiting(island));
