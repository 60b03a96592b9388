/**
 * The first use of a "Your setup" form not yet wired (typing in a field, or a click on
 * one of its buttons) loads the lazy `your-setup` chunk, which wires it. A click on the
 * submit button made before that did nothing (the form's `method="dialog"`), so it is made
 * again once the form is wired. Returns true when the event was the form's.
 */
import { WIRED_ATTRIBUTE, YOUR_SETUP_FORM } from '../core/yourSetup';

export function yourSetupOnEvent(event: Event): boolean {
  const target = event.target as Element;
  const form = target.closest?.<HTMLFormElement>(`form[${YOUR_SETUP_FORM}]`);
  if (!form || form.hasAttribute(WIRED_ATTRIBUTE)) return false;
  const submit = event.type === 'click' && target.closest('button[type="submit"]');
  import(/* webpackChunkName: "your-setup" */ './applyYourSetup').then(
    module => {
      module.applyYourSetup();
      if (submit) form.requestSubmit();
    },
    () => undefined, // a failed download leaves the form inert and the examples as built
  );
  return true;
}
