import { withPrefix } from 'gatsby';
import type { CheckResult } from '../core/instanceCheck';
import { findingMessage, verdictLine } from '../core/instanceCheckMessages';

/** An element with text only: what the instance sent is never parsed as markup. */
function element<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

/** Writes one message (while checking, or about the input) into the live region. */
export function renderMessage(region: HTMLElement, text: string): void {
  region.className = 'instance-check-result';
  region.replaceChildren(element('p', text));
}

/** Writes the result into the live region: the verdict, each finding with its troubleshooting link, and the endpoints. */
export function renderResult(region: HTMLElement, result: CheckResult, origin: string): void {
  region.className = `instance-check-result instance-check-${result.verdict}`;
  const parts: HTMLElement[] = [element('p', verdictLine(result, origin), 'instance-check-verdict')];
  if (result.findings.length) {
    const list = element('ul');
    for (const finding of result.findings) {
      const message = findingMessage(finding);
      const item = element('li');
      const link = element('a', message.help.label);
      link.href = withPrefix(message.help.href);
      item.append(element('strong', `${message.title}.`), ` ${message.text} `, link);
      list.append(item);
    }
    parts.push(list);
  }
  if (result.endpoints.length && result.verdict !== 'failed') {
    const endpoints = element('dl', undefined, 'instance-check-endpoints');
    for (const endpoint of result.endpoints) endpoints.append(element('dt', endpoint.label), ddWithCode(endpoint.url));
    parts.push(endpoints);
  }
  region.replaceChildren(...parts);
}

function ddWithCode(url: string): HTMLElement {
  const dd = element('dd');
  dd.append(element('code', url));
  return dd;
}
