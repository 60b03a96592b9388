import { useEffect } from 'react';
import { CHECK_PARAMETER, pocketIdUrlFromSetup, YOUR_SETUP_KEY } from '../../lib/instanceCheck';
import { localStore } from '../../client/storage';

// Part of the on-demand "enhance" chunk: a chunk of its own would add an entry to the
// webpack runtime that every page loads.
const loadEnhancer = () => import(/* webpackChunkName: "enhance" */ './enhanceInstanceCheck');

/**
 * On a page that carries the check's form: fills it from "Your setup", and loads its
 * behaviour when the reader points at or focuses it (or at once when a full page load
 * asked for a check). A Check pressed before the behaviour is here submits the form,
 * which loads the page afresh and runs the check. Called by the templates of pages that
 * can carry the form.
 */
export function useInstanceCheck(pathname: string): void {
  useEffect(() => {
    const form = document.querySelector<HTMLFormElement>('form[data-instance-check]');
    if (!form) return undefined;
    const input = form.elements.namedItem(CHECK_PARAMETER) as HTMLInputElement;
    if (!input.value) input.value = pocketIdUrlFromSetup(localStore().get(YOUR_SETUP_KEY));
    const load = () => {
      form.removeEventListener('pointerover', load);
      form.removeEventListener('focusin', load);
      loadEnhancer().then(
        module => module.enhanceInstanceCheck(form),
        () => undefined,
      );
    };
    if (new URLSearchParams(window.location.search).has(CHECK_PARAMETER)) load();
    form.addEventListener('pointerover', load);
    form.addEventListener('focusin', load);
    return () => {
      form.removeEventListener('pointerover', load);
      form.removeEventListener('focusin', load);
    };
  }, [pathname]);
}
