/**
 * The check's behaviour, part of the on-demand controls' chunk (src/components/controls.ts):
 * a click on Check runs it, and a page that has the form gets its field filled from "Your
 * setup", or runs the check a full page load asked for.
 */
import type { Control } from '../../components/controlTypes';
import { classifyReply, instanceTarget, policyAllowsConnect } from '../core/instanceCheck';
import { readYourSetup } from '../../yourSetup/core/yourSetup';
import { INVALID_INPUT } from '../core/instanceCheckMessages';
import { localStore } from '../../client/storage';
import { fetchDiscovery } from './fetchDiscovery';
import { showInLiveRegion } from './showInLiveRegion';
import { INSTANCE_CHECK_FORM } from './InstanceCheck.attributes';

/** The policy of the page this document was loaded as (a meta policy outlives client-side navigation). */
const documentPolicy = () => document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? null;

/** The form InstanceCheck renders; its one field's name is the parameter a full page load carries. */
const FORM = `form[${INSTANCE_CHECK_FORM}]`;
const fieldOf = (form: HTMLFormElement) => form.querySelector('input')!;

async function check(form: HTMLFormElement): Promise<void> {
  const region = form.querySelector<HTMLElement>('[role="status"]')!;
  const target = instanceTarget(fieldOf(form).value);
  if (!target.ok) return showInLiveRegion(region, { message: INVALID_INPUT[target.reason] });
  showInLiveRegion(region, { message: `Checking ${target.origin}…` });
  form.setAttribute('aria-busy', 'true');
  try {
    showInLiveRegion(region, { result: classifyReply(target, await fetchDiscovery(target)), origin: target.origin });
  } finally {
    form.removeAttribute('aria-busy');
  }
}

/**
 * A click on Check (Enter in the field clicks it too) runs the check in place. Reached by
 * client-side navigation from a page whose policy forbids the request, it lets the form
 * load this page afresh (with its own policy), which then runs the check.
 */
function instanceCheckOnClick(button: HTMLElement, event: MouseEvent): void {
  const form = button.closest('form')!;
  const target = instanceTarget(fieldOf(form).value);
  if (target.ok && !policyAllowsConnect(documentPolicy(), target.discoveryUrl, window.location.origin)) return;
  event.preventDefault();
  void check(form);
}

/** Fills the field of each form under `root` from "Your setup", or from the address a full page load submitted, and then checks it. */
function prepareInstanceChecks(root: Element): void {
  for (const form of Array.from(root.querySelectorAll<HTMLFormElement>(FORM))) {
    // Marks the form as working (tests and styles can tell it from the inert first markup).
    form.dataset.controlReady = '';
    const field = fieldOf(form);
    const requested = new URLSearchParams(window.location.search).get(field.name);
    if (requested === null) {
      field.value ||= readYourSetup(localStore())?.pocketIdUrl ?? '';
      continue;
    }
    field.value = requested;
    // Drop the parameter so that a reload or a shared link does not re-run the check unasked.
    const url = new URL(window.location.href);
    url.searchParams.delete(field.name);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    form.scrollIntoView({ block: 'center' });
    void check(form);
  }
}

export const instanceCheck: Control = { selector: `${FORM} button[type="submit"]`, click: instanceCheckOnClick, restore: prepareInstanceChecks };
