/**
 * The controls a reader operates inside static islands: the list the islands' delegated
 * listeners dispatch through (src/hooks/useIslandControls.ts), loaded as one lazy chunk.
 * How to add one, and what runs before this chunk loads: ARCHITECTURE.md, "Where does this change go". Where
 * two listed controls' selectors match the same element, the one listed first handles the
 * event (controlAt), so keep each selector to its own component's markup.
 */
import { copyButtons } from './mdx/CopyButton.behaviour';
import { tabSets } from './mdx/Tabs.behaviour';
import { sidebarCategories } from './Sidebar.behaviour';
import { schemaTrees } from '../apiReference/browser/SchemaTree.behaviour';
import { sampleBodyToggles } from '../apiReference/browser/SampleBodyToggle.behaviour';
import { variableFilter } from './mdx/VariableFilter.behaviour';
import { instanceCheck } from '../instanceCheck/browser/InstanceCheck.behaviour';
import { yourSetupForms } from '../yourSetup/browser/YourSetupForm.behaviour';
import { upgradePlanner } from '../history/browser/UpgradePlanner.behaviour';
import type { Control, ControlEvent } from './controlTypes';

/** Every control, one line each (test/unit/components/controls.test.tsx fails if one is left out). */
export const CONTROLS: readonly Control[] = [
  copyButtons,
  tabSets,
  sidebarCategories,
  schemaTrees,
  sampleBodyToggles,
  variableFilter,
  instanceCheck,
  yourSetupForms,
  upgradePlanner,
];

/** The listed control that handles an event of `type` on `target`, with its element. */
export function controlAt(target: EventTarget | null, type: string): [Control, HTMLElement] | null {
  for (const control of CONTROLS) {
    const element = control[type as ControlEvent] && (target as Element | null)?.closest?.<HTMLElement>(control.selector);
    if (element) return [control, element];
  }
  return null;
}

/** Hands an island's event to the control it happened in; true when there was one. */
export function dispatch(event: Event): boolean {
  const found = controlAt(event.target, event.type);
  if (found) (found[0][event.type as ControlEvent] as (element: HTMLElement, event: Event) => void)(found[1], event);
  return Boolean(found);
}

/** Runs every control's `restore` on an island, once, when the chunk first arrives for it. */
export const restore = (island: Element): void => CONTROLS.forEach(control => control.restore?.(island));
