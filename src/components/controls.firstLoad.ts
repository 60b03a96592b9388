/**
 * What an island does about its controls before their chunk (controls.ts) is here. First-load
 * code on every page, so kept to these few tests.
 */
import { tabSetsToRestore } from './mdx/Tabs.firstLoad';
import { instanceCheckRequested } from '../instanceCheck/browser/InstanceCheck.firstLoad';

/**
 * What brings the chunk: every button and field an island has (copy buttons, tabs, category
 * toggles, schema expanders, the variable filter, the instance check, a "Your setup" form),
 * when a reader points at, focuses or uses one.
 */
export const CONTROL = 'button, input';

/** Keys that move between tabs (Tabs.behaviour.ts). */
const TAB_KEYS = ['ArrowRight', 'ArrowLeft', 'Home', 'End'];

/**
 * Whether a key pressed before the chunk is here must wait for it: one that moves between
 * tabs, whose default (scrolling the page) is prevented at once.
 */
export function keyForControls(event: KeyboardEvent): boolean {
  if (!TAB_KEYS.includes(event.key) || !(event.target as Element).closest?.('[role="tab"]')) return false;
  event.preventDefault();
  return true;
}

/**
 * Whether an island needs the chunk at once: a tab set with a remembered choice to show, or
 * an instance check that the page load asked for.
 */
export const controlsWaiting = (island: Element): boolean => tabSetsToRestore(island).length > 0 || instanceCheckRequested();
