import { useEffect } from 'react';
import { localStore } from '../../client/storage';
import { EXAMPLE_ATTRIBUTE, YOUR_SETUP_KEY } from '../core/yourSetupNames';

/**
 * On a page with examples, for a reader who stored a setup: loads the lazy `your-setup`
 * chunk at once, on arrival and after each client-side navigation, when the page has marked
 * example hosts. (A first use of the form loads it through the form's control,
 * YourSetupForm.behaviour.ts, so a first visit downloads nothing more.) Kept
 * this small because every page of the templates that call it downloads it.
 */
export function useYourSetup(pathname: string): void {
  useEffect(() => {
    if (localStore().get(YOUR_SETUP_KEY) && document.querySelector(`[${EXAMPLE_ATTRIBUTE}]`)) {
      import(/* webpackChunkName: "your-setup" */ './applyYourSetup').then(
        module => module.applyYourSetup(),
        () => undefined, // a failed download leaves the examples as built
      );
    }
  }, [pathname]);
}
