import { useEffect } from 'react';
import { localStore } from '../../client/storage';
import { EXAMPLE_ATTRIBUTE, YOUR_SETUP_FORM, YOUR_SETUP_KEY } from '../../lib/yourSetup';

let loaded = false;
const load = () =>
  import(/* webpackChunkName: "your-setup" */ './applyYourSetup').then(
    module => {
      loaded = true;
      module.applyYourSetup();
    },
    () => undefined, // a failed download leaves the examples as built
  );

/**
 * On a page with examples: loads the `your-setup` chunk at once when the reader stored a
 * setup and the page has marked example hosts, else when the reader first points at or
 * focuses the form (a first visit loads nothing). Runs again for each page a client-side
 * navigation brings (the body is a new static island by then).
 */
export function useYourSetup(pathname: string): void {
  useEffect(() => {
    if (localStore().get(YOUR_SETUP_KEY) && document.querySelector(`[${EXAMPLE_ATTRIBUTE}]`)) return void load();
    const form = document.querySelector<HTMLFormElement>(`form[${YOUR_SETUP_FORM}]`);
    if (!form) return undefined;
    const warm = () => {
      form.removeEventListener('pointerover', warm);
      form.removeEventListener('focusin', warm);
      void load();
    };
    // A submit before the chunk is here waits for it instead of reloading the page.
    const submit = (event: Event) => {
      if (loaded) return;
      event.preventDefault();
      void load().then(() => loaded && form.requestSubmit());
    };
    form.addEventListener('pointerover', warm);
    form.addEventListener('focusin', warm);
    form.addEventListener('submit', submit);
    return () => {
      form.removeEventListener('pointerover', warm);
      form.removeEventListener('focusin', warm);
      form.removeEventListener('submit', submit);
    };
  }, [pathname]);
}
