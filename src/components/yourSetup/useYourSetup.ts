import { useEffect } from 'react';
import { localStore } from '../../client/storage';
import { EXAMPLE_ATTRIBUTE, YOUR_SETUP_FORM, YOUR_SETUP_KEY } from '../../lib/yourSetup';

/**
 * On a page with examples: loads the `your-setup` chunk when the page has the form, or has
 * marked example hosts and the reader stored a setup. Runs again for each page a client-side
 * navigation brings (the body is a new static island by then).
 */
export function useYourSetup(pathname: string): void {
  useEffect(() => {
    const form = document.querySelector(`form[${YOUR_SETUP_FORM}]`);
    if (!form && !(localStore().get(YOUR_SETUP_KEY) && document.querySelector(`[${EXAMPLE_ATTRIBUTE}]`))) return;
    import(/* webpackChunkName: "your-setup" */ './applyYourSetup').then(
      module => module.applyYourSetup(),
      () => undefined, // a failed download leaves the examples as built
    );
  }, [pathname]);
}
