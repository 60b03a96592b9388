import { clientBadges } from './clientBadges';
import type { ClientSummary } from './clientFilter';
import { escapeHtml } from './htmlEntities';

/**
 * The client-examples index cards as one HTML string (like the sidebar): the browser
 * hydrates one element instead of ~500, and the filters only toggle `hidden` on the items.
 * Links carry `data-route` for the delegated client-side navigation (useIslandLinks).
 */
export function renderClientCardsHtml(examples: ClientSummary[], href: (route: string) => string): string {
  const cards = examples.map(example => {
    const badges = clientBadges(example)
      .map(badge => `<li data-kind="${escapeHtml(badge.kind)}">${escapeHtml(badge.label)}</li>`)
      .join('');
    return (
      `<li data-client="${escapeHtml(example.slug)}"><div class="client-card">` +
      `<span class="initial" aria-hidden="true">${escapeHtml(example.name.charAt(0).toUpperCase())}</span>` +
      `<div><a href="${escapeHtml(href(example.slug))}" data-route="${escapeHtml(example.slug)}">${escapeHtml(example.name)}</a>` +
      `<p>${escapeHtml(example.description)}</p>` +
      `<ul class="badges" aria-label="At a glance">${badges}</ul></div></div></li>`
    );
  });
  return `<ul class="client-list">${cards.join('')}</ul>`;
}

/** Shows the items whose slug is in `visible` and hides the rest. */
export function showClientCards(list: HTMLElement, visible: Set<string>): void {
  for (const item of Array.from(list.querySelectorAll<HTMLElement>('li[data-client]'))) item.hidden = !visible.has(item.dataset.client ?? '');
}
