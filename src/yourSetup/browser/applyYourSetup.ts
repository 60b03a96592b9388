import { localStore } from '../../client/storage';
import { checkOrigin, readYourSetup, replacementFor, serializeYourSetup, type YourSetup } from '../core/yourSetup';
import { EXAMPLE_ATTRIBUTE, YOUR_SETUP_KEY } from '../core/yourSetupNames';
import { APP_EXAMPLE_ATTRIBUTE, WIRED_ATTRIBUTE, YOUR_SETUP_FORM } from './YourSetupForm.attributes';

/*
 * The lazy `your-setup` chunk: shows the reader's addresses in the marked example hosts
 * of the page (as text, never markup) and runs the "Your setup" form.
 */

/** Each mark's build-time children (text and any <wbr>), to put back on reset. */
const originals = new WeakMap<Element, Node[]>();

function show(setup: YourSetup | null, appExample: string | null): void {
  for (const mark of Array.from(document.querySelectorAll(`[${EXAMPLE_ATTRIBUTE}]`))) {
    if (!originals.has(mark)) originals.set(mark, Array.from(mark.childNodes));
    const value = replacementFor(mark.getAttribute(EXAMPLE_ATTRIBUTE), setup, appExample);
    if (value === null) mark.replaceChildren(...(originals.get(mark) ?? []));
    else if (mark.textContent !== value) mark.textContent = value;
  }
}

type Field = HTMLInputElement | null;

function showError(field: HTMLInputElement, message: string): void {
  const error = document.getElementById(field.getAttribute('aria-describedby') ?? '');
  if (error) error.textContent = message;
  if (message) field.setAttribute('aria-invalid', 'true');
  else field.removeAttribute('aria-invalid');
}

/** The field's origin; null when it is absent or optional and empty; false (with its message shown) when it is not valid. */
function check(field: Field, what: string, optional: boolean): string | null | false {
  if (!field) return null;
  const result = optional && field.value.trim() === '' ? null : checkOrigin(field.value, what, field.placeholder);
  showError(field, result && !result.ok ? result.message : '');
  return result === null ? null : result.ok ? result.origin : false;
}

function wire(form: HTMLFormElement, appExample: string | null): void {
  const pocketIdField = form.elements.namedItem('pocketIdUrl') as Field;
  const appField = form.elements.namedItem('appUrl') as Field;
  const status = form.querySelector('[role="status"]');
  const stored = readYourSetup(localStore());
  if (stored && pocketIdField) pocketIdField.value = stored.pocketIdUrl;
  if (stored?.appUrl && appField && stored.appExample === appExample) appField.value = stored.appUrl;

  form.addEventListener('submit', event => {
    event.preventDefault();
    const pocketIdUrl = check(pocketIdField, 'The Pocket ID URL', false);
    const appUrl = check(appField, `The ${appField?.labels?.[0]?.textContent ?? 'app URL'}`, true);
    if (!pocketIdUrl || appUrl === false) {
      (pocketIdUrl ? appField : pocketIdField)?.focus();
      if (status) status.textContent = '';
      return;
    }
    const previous = readYourSetup(localStore());
    // A form without an app field keeps the app address entered on a guide.
    const app = appField ? (appUrl ? { appUrl, appExample: appExample ?? undefined } : {}) : { appUrl: previous?.appUrl, appExample: previous?.appExample };
    const setup: YourSetup = { pocketIdUrl, ...app };
    localStore().set(YOUR_SETUP_KEY, serializeYourSetup(setup));
    show(setup, appExample);
    if (status) status.textContent = 'The examples now show your addresses.';
  });

  form.addEventListener('reset', () => {
    localStore().remove(YOUR_SETUP_KEY);
    for (const field of [pocketIdField, appField]) if (field) showError(field, '');
    show(null, appExample);
    if (status) status.textContent = 'The examples show the example addresses again.';
  });
}

/** Applies the stored setup to the page on screen and runs its form, if it has one. */
export function applyYourSetup(): void {
  const form = document.querySelector<HTMLFormElement>(`form[${YOUR_SETUP_FORM}]`);
  const appExample = form?.getAttribute(APP_EXAMPLE_ATTRIBUTE) ?? null;
  show(readYourSetup(localStore()), appExample);
  if (form && !form.hasAttribute(WIRED_ATTRIBUTE)) {
    form.setAttribute(WIRED_ATTRIBUTE, '');
    wire(form, appExample);
  }
}
