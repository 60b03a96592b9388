import { useEffect } from 'react';
import { localStore } from '../../client/storage';
import { EXAMPLE_ATTRIBUTE, REMOVED_ATTRIBUTE, SINCE_ATTRIBUTE, YOUR_SETUP_KEY } from '../core/yourSetupNames';
import { INSTANCE_CHECK_FORM } from '../../instanceCheck/browser/InstanceCheck.attributes';

/** What the stored setup changes on a page: example hosts, history marks, the form's folded line, the instance check's field. */
const AFFECTED = `[${EXAMPLE_ATTRIBUTE}],[${SINCE_ATTRIBUTE}],[${REMOVED_ATTRIBUTE}],.your-setup-box,form[${INSTANCE_CHECK_FORM}]`;

/**
 * On a page with examples, for a reader who stored a setup: loads the lazy `your-setup`
 * chunk at once, on arrival and after each client-side navigation, when the page has
 * something the setup changes (AFFECTED). (A first use of the form loads it through the
 * form's control, YourSetupForm.behaviour.ts, so a first visit downloads nothing more.) Kept
 * this small because every page of the templates that call it downloads it.
 */
export function useYourSetup(pathname: string): void {
  useEffect(() => {
    if (localStore().get(YOUR_SETUP_KEY) && document.querySelector(AFFECTED)) {
      import(/* webpackChunkName: "your-setup" */ './applyYourSetup').then(
        module => module.applyYourSetup(),
        () => undefined, // a failed download leaves the examples as built
      );
    }
  }, [pathname]);
}
