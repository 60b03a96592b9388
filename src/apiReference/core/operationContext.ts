/** What the builders of one operation's parts share (types only). */
import type { JsonObject } from './jsonPointer';
import type { SchemaPageRegistry } from './schemaPages';
import type { ApiSecurityScheme, HttpMethod } from './types';

/** One operation as found in the document, before it becomes an `ApiOperation`. */
export interface RawOperation {
  method: HttpMethod;
  path: string;
  op: JsonObject;
  pathItem: JsonObject;
  tags: string[];
}

/** What building one operation needs besides the operation itself. */
export interface OperationContext {
  doc: JsonObject;
  /** The operation's page slug. */
  slug: string;
  tagSlugByName: Map<string, string>;
  schemes: ApiSecurityScheme[];
  highlight: boolean;
  /** Collects problems found in the document; the build reports them. */
  warnings: string[];
  /** `METHOD /path (#/paths/...)`, naming the operation in warnings. */
  where: string;
  /** Component schemas shown on pages of their own. */
  pages: SchemaPageRegistry;
}
