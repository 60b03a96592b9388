/** Reads, checks and bundles an OpenAPI 3.0 / 3.1 document (JSON or YAML). */
import { promises as fs } from 'fs';
import * as path from 'path';
import SwaggerParser from '@apidevtools/swagger-parser';
import yaml from 'js-yaml';
import { OpenApiError } from './OpenApiError';
import { isObject, pathToPointer, escapePointerToken, resolvePointer, type JsonObject } from './jsonPointer';

/** A loaded, validated document. */
export interface LoadedSpec {
  /** The file the document was read from (as given). */
  file: string;
  /**
   * The bundled document: external `$ref` files pulled in, internal `$ref`s kept
   * (so schema names and recursion stay visible). Plain JSON, no cycles.
   */
  document: JsonObject;
  /** The `openapi` version string, e.g. "3.1.0". */
  openapiVersion: string;
  /** Non-fatal findings from loading (the model builder adds its own). */
  warnings: string[];
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

interface AjvLikeError {
  instancePath?: string;
  dataPath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/**
 * Loads `file`, refuses Swagger 2.0, bundles external references and validates against the
 * OpenAPI 3.0 / 3.1 schema. Throws `OpenApiError` (file + JSON pointer + reason) on any problem.
 */
export async function loadOpenApi(file: string): Promise<LoadedSpec> {
  const raw = await readDocument(file);
  checkVersion(file, raw);

  let document: JsonObject;
  try {
    document = (await SwaggerParser.bundle(path.resolve(file), {
      continueOnError: true,
    } as SwaggerParser.Options)) as unknown as JsonObject;
  } catch (err) {
    throw refError(file, raw, err);
  }

  try {
    await SwaggerParser.validate(JSON.parse(JSON.stringify(document)));
  } catch (err) {
    throw validationError(file, err);
  }

  const warnings = checkSemantics(file, document);
  return { file, document, openapiVersion: String(document.openapi), warnings };
}

async function readDocument(file: string): Promise<JsonObject> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (err) {
    throw new OpenApiError(file, null, `cannot read file (${(err as Error).message})`);
  }
  let parsed: unknown;
  try {
    parsed = /\.json$/i.test(file) ? JSON.parse(text) : yaml.load(text, { filename: file });
  } catch (err) {
    const reason = err instanceof yaml.YAMLException ? err.message.split('\n')[0] : (err as Error).message;
    throw new OpenApiError(file, null, `cannot parse ${/\.json$/i.test(file) ? 'JSON' : 'YAML'}: ${reason}`);
  }
  if (!isObject(parsed)) throw new OpenApiError(file, '#', 'the document is not an object');
  return parsed;
}

function checkVersion(file: string, doc: JsonObject): void {
  if ('swagger' in doc) {
    throw new OpenApiError(
      file,
      '#/swagger',
      `Swagger ${String(doc.swagger)} is not supported; convert it to OpenAPI 3.0 or 3.1 ` +
        '(for example with swagger2openapi or https://converter.swagger.io) and point the site at the converted file',
    );
  }
  if (typeof doc.openapi !== 'string') {
    throw new OpenApiError(file, '#/openapi', 'missing "openapi" version string (expected "3.0.x" or "3.1.x")');
  }
  if (!/^3\.[01]\.\d+$/.test(doc.openapi)) {
    throw new OpenApiError(file, '#/openapi', `OpenAPI version "${doc.openapi}" is not supported (expected 3.0.x or 3.1.x)`);
  }
}

function errorPathToPointer(p: unknown): string | null {
  if (Array.isArray(p) && p.length) return pathToPointer(p as (string | number)[]);
  if (typeof p === 'string' && p.startsWith('#')) return p;
  return null;
}

/** Errors from bundling: unreadable external files, missing `$ref` targets. */
function refError(file: string, raw: JsonObject, err: unknown): OpenApiError {
  const e = err as { message?: string; path?: unknown; errors?: unknown[] };
  const first = (Array.isArray(e.errors) && e.errors.length ? e.errors[0] : e) as {
    message?: string;
    path?: unknown;
    source?: string;
  };
  const message = String(first.message ?? e.message ?? err)
    .replace(/\s+/g, ' ')
    .trim();
  const pointer = errorPathToPointer(first.path) ?? pointerFromMessage(message);
  let ref: unknown;
  if (pointer && (!first.source || path.resolve(first.source) === path.resolve(file))) {
    const target = resolvePointer(raw, pointer);
    ref = isObject(target) ? target.$ref : undefined;
  }
  const where = first.source && path.resolve(first.source) !== path.resolve(file) ? ` (in ${first.source})` : '';
  const what = typeof ref === 'string' ? `cannot resolve $ref "${ref}"` : 'cannot resolve $ref';
  return new OpenApiError(file, pointer, `${what}${where}: ${message}`);
}

function pointerFromMessage(message: string): string | null {
  const m = /#(\/[^\s"']*)/.exec(message);
  return m ? `#${m[1]}` : null;
}

function validationError(file: string, err: unknown): OpenApiError {
  const e = err as { message?: string; details?: AjvLikeError[]; errors?: unknown[]; path?: unknown };
  if (Array.isArray(e.details) && e.details.length) {
    const best = pickAjvError(e.details);
    const base = best.instancePath ?? best.dataPath ?? '';
    let pointer = base === '' ? '#' : `#${base}`;
    const params = best.params ?? {};
    let reason = best.message ?? 'is invalid';
    if (best.keyword === 'required' && typeof params.missingProperty === 'string') {
      pointer += `/${escapePointerToken(params.missingProperty)}`;
      reason = `required property "${params.missingProperty}" is missing`;
    } else if (best.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
      pointer += `/${escapePointerToken(params.additionalProperty)}`;
      reason = `property "${params.additionalProperty}" is not allowed here`;
    } else if (best.keyword === 'unevaluatedProperties' && typeof params.unevaluatedProperty === 'string') {
      pointer += `/${escapePointerToken(params.unevaluatedProperty)}`;
      reason = `property "${params.unevaluatedProperty}" is not allowed here`;
    } else if (best.keyword === 'enum' && Array.isArray(params.allowedValues)) {
      reason = `${reason}: ${(params.allowedValues as unknown[]).map(v => JSON.stringify(v)).join(', ')}`;
    }
    return new OpenApiError(file, pointer, reason);
  }
  if (err instanceof OpenApiError) return err;
  const message = String(e.message ?? err)
    .replace(/\s+/g, ' ')
    .trim();
  return new OpenApiError(file, errorPathToPointer(e.path) ?? pointerFromMessage(message), message);
}

const KEYWORD_RANK: Record<string, number> = {
  required: 0,
  additionalProperties: 1,
  unevaluatedProperties: 1,
  enum: 2,
  type: 3,
  pattern: 3,
  format: 3,
  const: 4,
  minItems: 3,
  maxItems: 3,
  oneOf: 8,
  anyOf: 8,
  $ref: 9,
  if: 9,
  not: 9,
  'false schema': 9,
};

/** Chooses the most specific of ajv's (many, allErrors) errors: deepest location, then most concrete keyword. */
function pickAjvError(errors: AjvLikeError[]): AjvLikeError {
  const depth = (e: AjvLikeError) => (e.instancePath ?? e.dataPath ?? '').split('/').length;
  const rank = (e: AjvLikeError) => KEYWORD_RANK[e.keyword ?? ''] ?? 5;
  return [...errors].sort((a, b) => depth(b) - depth(a) || rank(a) - rank(b))[0];
}

/** Checks the JSON schema does not cover: unique operationIds. Returns warnings (none yet; reserved). */
function checkSemantics(file: string, doc: JsonObject): string[] {
  const warnings: string[] = [];
  const paths = isObject(doc.paths) ? doc.paths : {};
  const seenIds = new Map<string, string>();
  for (const [route, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      const pointer = pathToPointer(['paths', route, method]);
      if (typeof op.operationId === 'string') {
        const previous = seenIds.get(op.operationId);
        if (previous) {
          throw new OpenApiError(file, `${pointer}/operationId`, `duplicate operationId "${op.operationId}" (also used at ${previous})`);
        }
        seenIds.set(op.operationId, pointer);
      }
    }
  }
  return warnings;
}
