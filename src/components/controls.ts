/**
 * The controls a reader operates inside static islands: the list the islands' delegated
 * listeners dispatch through (src/hooks/useIslandControls.ts). Each control is its component's
 * markup, rendered at build time, and a behaviour beside it (`<Component>.behaviour.ts`);
 * the attribute names both use are constants they import. This module and the behaviours
 * are one lazy chunk, loaded the first time a reader points at, focuses or uses a button or
 * field of an island (most page views use none), or at once where the first-load check
 * (controls.firstLoad.ts) finds work waiting.
 *
 * To add a control: write its component and its behaviour, and list the behaviour here.
 * Where two listed controls' selectors match the same element, the one listed first
 * handles the event (controlAt), so keep each selector to its own component's markup.
 */
import { copyButtons } from './mdx/CopyButton.behaviour';
import { tabSets } from './mdx/Tabs.behaviour';
import { sidebarCategories } from './Sidebar.behaviour';
import { schemaTrees } from './api/SchemaTree.behaviour';
import { variableFilter } from './mdx/VariableFilter.behaviour';
import { instanceCheck } from '../instanceCheck/browser/InstanceCheck.behaviour';
import { yourSetupForms } from '../yourSetup/browser/YourSetupForm.behaviour';

/**
 * What a control is and does in the browser: the elements it owns (`selector`, built from
 * its attribute constants), what it does with events in them (each handler gets the nearest
 * such element and the event), and what it shows as soon as the chunk is here (`restore`,
 * remembered choices).
 */
export interface Control {
  selector: string;
  click?(element: HTMLElement, event: MouseEvent): void;
  input?(element: HTMLElement, event: Event): void;
  keydown?(element: HTMLElement, event: KeyboardEvent): void;
  restore?(island: Element): void;
}

/** The event types a control may handle. */
export type ControlEvent = 'click' | 'input' | 'keydown';

export const CONTROLS: readonly Control[] = [copyButtons, tabSets, sidebarCategories, schemaTrees, variableFilter, instanceCheck, yourSetupForms];

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
