import type { Control } from '../../components/controlTypes';
import { WIRED_ATTRIBUTE, YOUR_SETUP_FORM } from './YourSetupForm.attributes';

function wireOnFirstUse(form: HTMLElement, event: Event): void {
  const submit = event.type === 'click' && (event.target as Element).closest('button[type="submit"]');
  import(/* webpackChunkName: "your-setup" */ './applyYourSetup').then(
    module => {
      module.applyYourSetup();
      if (submit) (form as HTMLFormElement).requestSubmit();
    },
    () => undefined, // a failed download leaves the form inert and the examples as built
  );
}

/**
 * The first use of a "Your setup" form not yet wired (typing in a field, or a click on
 * one of its buttons) loads the lazy `your-setup` chunk, which wires it. A click on the
 * submit button made before that did nothing (the form's `method="dialog"`), so it is made
 * again once the form is wired.
 */
export const yourSetupForms: Control = { selector: `form[${YOUR_SETUP_FORM}]:not([${WIRED_ATTRIBUTE}])`, click: wireOnFirstUse, input: wireOnFirstUse };
