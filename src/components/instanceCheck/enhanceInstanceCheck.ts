/**
 * The check's behaviour, loaded on demand on pages that carry the form (useInstanceCheck).
 */
import { CHECK_PARAMETER, classifyReply, instanceTarget, policyAllowsConnect } from '../../lib/instanceCheck';
import { INVALID_INPUT } from '../../lib/instanceCheckMessages';
import { fetchDiscovery } from './fetchDiscovery';
import { renderMessage, renderResult } from './renderResult';

/** The policy of the page this document was loaded as (a meta policy outlives client-side navigation). */
const documentPolicy = () => document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? null;

async function check(form: HTMLFormElement, input: HTMLInputElement, region: HTMLElement): Promise<void> {
  const target = instanceTarget(input.value);
  if (!target.ok) return renderMessage(region, INVALID_INPUT[target.reason]);
  renderMessage(region, `Checking ${target.origin}…`);
  form.setAttribute('aria-busy', 'true');
  try {
    renderResult(region, classifyReply(target, await fetchDiscovery(target)), target.origin);
  } finally {
    form.removeAttribute('aria-busy');
  }
}

/** Wires one form: submit, and the check asked for by a full page load. */
export function enhanceInstanceCheck(form: HTMLFormElement): void {
  if (form.dataset.enhanced) return;
  form.dataset.enhanced = '';
  const input = form.elements.namedItem(CHECK_PARAMETER) as HTMLInputElement;
  const region = form.querySelector<HTMLElement>('[role="status"]')!;
  const requested = new URLSearchParams(window.location.search).get(CHECK_PARAMETER);
  if (requested !== null) input.value = requested;

  form.addEventListener('submit', event => {
    const target = instanceTarget(input.value);
    // Reached by client-side navigation from a page whose policy forbids the request: let
    // the form load this page afresh (with its own policy), which then runs the check.
    if (target.ok && !policyAllowsConnect(documentPolicy(), target.discoveryUrl, window.location.origin)) return;
    event.preventDefault();
    void check(form, input, region);
  });

  if (requested !== null) {
    // Drop the parameter so that a reload or a shared link does not re-run the check unasked.
    const url = new URL(window.location.href);
    url.searchParams.delete(CHECK_PARAMETER);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    form.scrollIntoView({ block: 'center' });
    void check(form, input, region);
  }
}
