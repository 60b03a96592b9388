import * as path from 'path';
import { loadOpenApi } from '../../../src/apiReference/core/loadOpenApi';
import type { JsonObject } from '../../../src/apiReference/core/jsonPointer';
import type { OperationHeaderFacts } from '../../../src/apiReference/browser/OperationHeader';

export const FIXTURES = path.join(__dirname, '../../fixtures/openapi');

export function fixture(name: string): string {
  return path.join(FIXTURES, name);
}

const cache = new Map<string, Promise<JsonObject>>();

/** Bundled document of a fixture (cached per test file). */
export function loadFixtureDoc(name: string): Promise<JsonObject> {
  let doc = cache.get(name);
  if (!doc) {
    doc = loadOpenApi(fixture(name)).then(s => s.document);
    cache.set(name, doc);
  }
  return doc;
}

/** Throws when `value` contains undefined, functions, non-finite numbers, class instances or cycles. */
export function assertPlainJson(value: unknown, at = '$', seen = new Set<unknown>()): void {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`${at}: non-finite number`);
    return;
  }
  if (typeof value !== 'object') throw new Error(`${at}: ${typeof value} is not JSON`);
  if (seen.has(value)) throw new Error(`${at}: cycle or shared reference`);
  seen.add(value);
  if (Array.isArray(value)) {
    value.forEach((v, i) => assertPlainJson(v, `${at}[${i}]`, seen));
  } else {
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) throw new Error(`${at}: not a plain object`);
    for (const [k, v] of Object.entries(value)) assertPlainJson(v, `${at}.${k}`, seen);
  }
  seen.delete(value);
}

/** The header an operation body is rendered with (as the operation template passes it), under the tag `tag`. */
export function operationHeader(op: Omit<OperationHeaderFacts, 'tag'>, tag: OperationHeaderFacts['tag']): OperationHeaderFacts {
  return { method: op.method, path: op.path, pathSegments: op.pathSegments, operationId: op.operationId, tag };
}
