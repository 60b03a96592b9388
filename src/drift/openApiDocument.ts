/**
 * The OpenAPI document, loaded with js-yaml, with the line where each mapping and sequence
 * starts (the line of its key), taken from js-yaml's parse listener.
 */
import yaml from 'js-yaml';

/** A parsed YAML value: the checks walk the document freely, like the tests do. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Yaml = any;

export interface OpenApiDocument {
  doc: Yaml;
  /** 1-based line of an object or array of the document (the line of its key); 1 if unknown. */
  lineOf: (value: unknown) => number;
}

export function loadOpenApi(text: string): OpenApiDocument {
  const lines = new WeakMap<object, number>();
  const opened: number[] = [];
  const doc = yaml.load(text, {
    listener(event, state) {
      if (event === 'open') opened.push(state.line);
      else {
        const line = opened.pop() ?? 0;
        if (state.result !== null && typeof state.result === 'object' && !lines.has(state.result)) lines.set(state.result, line + 1);
      }
    },
  });
  return { doc, lineOf: value => (value !== null && typeof value === 'object' ? (lines.get(value) ?? 1) : 1) };
}

/** Follows `#/components/...` references. */
export function resolveRef(doc: Yaml, value: Yaml): Yaml {
  let current = value;
  for (let i = 0; i < 20 && current && typeof current.$ref === 'string' && current.$ref.startsWith('#/'); i++)
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce((node: Yaml, part: string) => node?.[part.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
  return current;
}
