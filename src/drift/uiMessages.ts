/**
 * Pocket ID's UI strings: frontend/messages/en.json (inlang message format: one flat object
 * of key -> English text). JSON.parse reads the values; the line of each key is found by
 * walking the text's top-level keys in order.
 */
export interface UiMessage {
  key: string;
  text: string;
  line: number;
}

export function readUiMessages(text: string): UiMessage[] {
  const object = JSON.parse(text) as Record<string, unknown>;
  const lines = text.split('\n');
  let from = 0;
  const messages: UiMessage[] = [];
  for (const [key, value] of Object.entries(object)) {
    if (typeof value !== 'string' || key.startsWith('$')) continue;
    const needle = `${JSON.stringify(key)}:`;
    const index = lines.findIndex((line, i) => i >= from && line.trimStart().startsWith(needle));
    if (index >= 0) from = index;
    messages.push({ key, text: value, line: index >= 0 ? index + 1 : 1 });
  }
  return messages;
}

/** How a label is compared: trimmed, without a trailing colon or ellipsis. Case is kept. */
export const normalizeLabel = (label: string): string =>
  label
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(:|\.\.\.|…)$/, '')
    .trim();

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length];
}

/** The message closest to a label that is not in en.json, if one is close enough to be the renamed label. */
export function nearestMessage(label: string, messages: UiMessage[]): UiMessage | undefined {
  const wanted = normalizeLabel(label).toLowerCase();
  let best: { message: UiMessage; cost: number } | undefined;
  for (const message of messages) {
    const text = normalizeLabel(message.text).toLowerCase();
    if (Math.abs(text.length - wanted.length) > Math.max(3, wanted.length / 2)) continue;
    const cost = distance(wanted, text);
    if (!best || cost < best.cost) best = { message, cost };
  }
  return best && best.cost <= Math.max(2, Math.floor(wanted.length * 0.34)) ? best.message : undefined;
}

/** Whether a label is one of the messages (compared as normalizeLabel does). */
export function knownLabel(messages: UiMessage[]): (label: string) => boolean {
  const known = new Set(messages.map(m => normalizeLabel(m.text)));
  return label => known.has(normalizeLabel(label));
}
