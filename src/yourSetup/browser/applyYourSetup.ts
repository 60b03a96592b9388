import { localStore } from '../../client/storage';
import { checkOrigin, passkeysRefused, readYourSetup, replacementFor, serializeYourSetup, setupSummary, type YourSetup } from '../core/yourSetup';
import { checkVersion, markText, newerCountText } from '../core/releaseMarks';
import {
  EXAMPLE_ATTRIBUTE,
  NEWER_ATTRIBUTE,
  PERSONAL_ATTRIBUTE,
  RELEASE_NOTE,
  REMOVED_ATTRIBUTE,
  SINCE_ATTRIBUTE,
  YOUR_SETUP_KEY,
} from '../core/yourSetupNames';
import { APP_EXAMPLE_ATTRIBUTE, WIRED_ATTRIBUTE, YOUR_SETUP_FORM } from './YourSetupForm.attributes';
import { INSTANCE_CHECK_FORM } from '../../instanceCheck/browser/InstanceCheck.attributes';
import { ISLAND } from '../../components/StaticIsland.attributes';

/*
 * The lazy `your-setup` chunk: shows the reader's addresses in the marked example hosts
 * of the page (as text, never markup), reads the page's history marks against their version,
 * and runs the "Your setup" form.
 */

/** Each mark's build-time children (text and any <wbr>), to put back on reset. */
const originals = new WeakMap<Element, Node[]>();
const all = (selector: string) => Array.from(document.querySelectorAll(selector));

/** Puts `text` in `mark`, or its build-time children back when `text` is null. */
function showText(mark: Element, text: string | null): void {
  if (!originals.has(mark)) originals.set(mark, Array.from(mark.childNodes));
  if (text === null) mark.replaceChildren(...originals.get(mark)!);
  else if (mark.textContent !== text) mark.textContent = text;
}

function showReleases(version: string | undefined): void {
  let newer = 0;
  for (const mark of all(`[${SINCE_ATTRIBUTE}],[${REMOVED_ATTRIBUTE}]`)) {
    const read = version ? markText(mark.getAttribute(SINCE_ATTRIBUTE), mark.getAttribute(REMOVED_ATTRIBUTE), version) : null;
    showText(mark, read && read.text);
    mark.toggleAttribute(NEWER_ATTRIBUTE, !!read && read.newer);
    if (read && read.newer) newer++;
  }
  // The note goes first in the page's first island, whose markup no React render touches.
  const text = version ? newerCountText(newer, version) : null;
  let note = document.querySelector(`.${RELEASE_NOTE}`);
  const island = document.querySelector(`main [${ISLAND}]`);
  if (text && !note && island) {
    note = document.createElement('p');
    note.className = RELEASE_NOTE;
    island.prepend(note);
  }
  if (note) {
    note.textContent = text;
    note.toggleAttribute('hidden', !text);
  }
}

function show(setup: YourSetup | null, appExample: string | null): void {
  for (const mark of all(`[${EXAMPLE_ATTRIBUTE}]`)) {
    const value = replacementFor(mark.getAttribute(EXAMPLE_ATTRIBUTE), setup, appExample);
    showText(mark, value);
    mark.toggleAttribute(PERSONAL_ATTRIBUTE, value !== null);
    if (value === null) mark.removeAttribute('title');
    else mark.setAttribute('title', 'Your address, from “Your setup”');
  }
  showReleases(setup ? setup.version : undefined);
  const pocketIdUrl = (setup && setup.pocketIdUrl) || '';
  // "Check my instance" starts with the saved address, unless the reader typed another.
  for (const field of all(`form[${INSTANCE_CHECK_FORM}] input`) as HTMLInputElement[]) {
    if (field.value && field.dataset.fromSetup !== field.value) continue;
    field.value = pocketIdUrl;
    if (pocketIdUrl) field.dataset.fromSetup = pocketIdUrl;
    else delete field.dataset.fromSetup;
  }
  for (const box of all('.your-setup-box')) {
    showText(box.querySelector('.your-setup-lead')!, setup && setupSummary(setup));
    box.toggleAttribute('data-set', !!setup);
    box.querySelector('.your-setup-quick-reset')!.toggleAttribute('hidden', !setup);
  }
}

type Field = HTMLInputElement | null;

function showError(field: HTMLInputElement, message: string): void {
  document.getElementById(field.getAttribute('aria-describedby')!)!.textContent = message;
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
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  const [pocketIdField, versionField] = [field('pocketIdUrl'), field('version')];
  const appField = field('appUrl') as Field;
  const status = form.querySelector('[role="status"]')!;
  const warning = form.querySelector('.your-setup-warning')!;
  const warn = (origin: string | null | false | undefined) => warning.toggleAttribute('hidden', !origin || !passkeysRefused(origin));
  const stored = readYourSetup(localStore()) || {};
  // Only what is stored: a reader's first keystroke loads this chunk, and what they typed stays.
  if (stored.pocketIdUrl) pocketIdField.value = stored.pocketIdUrl;
  if (stored.appUrl && appField && stored.appExample === appExample) appField.value = stored.appUrl;
  if (stored.version) versionField.value = stored.version;
  warn(stored.pocketIdUrl);

  form.addEventListener('submit', event => {
    event.preventDefault();
    const release = checkVersion(versionField.value);
    showError(versionField, release.ok ? '' : release.message);
    const version = release.ok ? release.version : '';
    // An address or a version: either alone is a setup.
    const pocketIdUrl = check(pocketIdField, 'The Pocket ID URL', version !== '');
    const appUrl = check(appField, `The ${appField ? appField.labels![0].textContent : ''}`, true);
    const invalid = pocketIdUrl === false ? pocketIdField : appUrl === false ? appField : release.ok ? null : versionField;
    warn(pocketIdUrl);
    status.textContent = '';
    if (invalid) return invalid.focus();
    const previous = readYourSetup(localStore()) || {};
    // A form without an app field keeps the app address entered on a guide.
    const app = appField ? (appUrl ? { appUrl, appExample: appExample || undefined } : {}) : { appUrl: previous.appUrl, appExample: previous.appExample };
    const setup: YourSetup = { ...(pocketIdUrl && { pocketIdUrl, ...app }), ...(version && { version }) };
    localStore().set(YOUR_SETUP_KEY, serializeYourSetup(setup));
    show(setup, appExample);
    status.textContent = pocketIdUrl ? 'The examples now show your addresses.' : 'The pages now compare their marks with your version.';
  });

  form.addEventListener('reset', () => {
    localStore().remove(YOUR_SETUP_KEY);
    for (const field of [pocketIdField, appField, versionField]) if (field) showError(field, '');
    warn(null);
    show(null, appExample);
    status.textContent = 'The examples show the example addresses again.';
  });
  // The reset beside the folded line resets the form, which clears its fields and the storage; focus goes to the folded line.
  form
    .closest('.your-setup-box')!
    .querySelector('.your-setup-quick-reset')!
    .addEventListener('click', () => {
      form.reset();
      (form.previousElementSibling as HTMLElement).focus();
    });
}

/** Applies the stored setup to the page on screen and runs its form, if it has one. */
export function applyYourSetup(): void {
  const form = document.querySelector<HTMLFormElement>(`form[${YOUR_SETUP_FORM}]`);
  const appExample = form && form.getAttribute(APP_EXAMPLE_ATTRIBUTE);
  show(readYourSetup(localStore()), appExample);
  if (form && !form.hasAttribute(WIRED_ATTRIBUTE)) {
    form.setAttribute(WIRED_ATTRIBUTE, '');
    wire(form, appExample);
  }
}
