/**
 * The enhancers of controls a reader operates (copy buttons, tabs, disclosure toggles,
 * schema expanders, the variable filter, the instance check, the first use of a "Your
 * setup" form): one chunk, loaded the first time a reader points at, focuses or uses such
 * a control (useEnhancers), or at once where a page has a tab set with a remembered choice
 * or an instance check waiting.
 */
import { copyOnClick } from './copy';
import { restoreTabs, tabOnClick, tabOnKeyDown } from './tabs';
import { toggleOnClick } from './disclosure';
import { schemaExpandOnClick } from './schemaExpand';
import { filterVariablesOnInput } from './variableFilter';
import { yourSetupOnEvent } from '../../yourSetup/browser/yourSetupTrigger';
import { instanceCheckOnClick, prepareInstanceChecks } from '../../instanceCheck/browser/enhanceInstanceCheck';

/** Handles a click on one of the controls; true when it was one's. */
export const controlClick = (event: MouseEvent): boolean =>
  copyOnClick(event) || tabOnClick(event) || toggleOnClick(event) || schemaExpandOnClick(event) || instanceCheckOnClick(event) || yourSetupOnEvent(event);

/** Handles typing in one of the controls (the variable filter, a "Your setup" field). */
export const controlInput = (event: Event): boolean => filterVariablesOnInput(event) || yourSetupOnEvent(event);

/** What an island shows at once: remembered tabs, and the instance check's address from "Your setup" or its requested check. */
export function restore(root: Element): void {
  restoreTabs(root);
  prepareInstanceChecks(root);
}

export { tabOnKeyDown };
