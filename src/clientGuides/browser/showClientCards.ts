/** Attribute naming each client card's guide, read by the filters to show or hide it. */
export const CLIENT_CARD_ATTRIBUTE = 'data-client';

/** Shows the cards whose slug is in `visible` and hides the rest. */
export function showClientCards(list: HTMLElement, visible: Set<string>): void {
  for (const item of Array.from(list.querySelectorAll<HTMLElement>(`li[${CLIENT_CARD_ATTRIBUTE}]`))) {
    item.hidden = !visible.has(item.getAttribute(CLIENT_CARD_ATTRIBUTE) ?? '');
  }
}
