/**
 * Render model produced from an OpenAPI 3.0 / 3.1 document.
 *
 * Everything here is plain JSON: no functions, no cycles, no `undefined`
 * (absent values are `null`, absent lists are `[]`). The model is stored in
 * Gatsby nodes and page context and rendered by the API templates.
 */
import type { CodeSample } from './codeSamples';

/** HTTP methods OpenAPI knows, lower-case, in the order they are listed in a path item. */
export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';

/** Where a parameter lives. */
export type ParameterLocation = 'path' | 'query' | 'header' | 'cookie';

/** Top-level result of `buildApiModel`. */
export interface ApiModel {
  /** Document-level information (title, servers, auth schemes, ...). */
  info: ApiInfo;
  /** Tags in display order (document `tags` order, then first use). Includes the fallback "Other" tag only when needed. */
  tags: ApiTag[];
  /** Every operation in document order (paths in file order, methods in file order). */
  operations: ApiOperation[];
  /** Component schemas too long to show in full inside operations, each on a page of its own. */
  schemas: ApiSchemaPage[];
  /** Human-readable build warnings (slug collisions, unresolvable `$ref`s, ...). Never fatal. */
  warnings: string[];
}

/** A component schema's own page (see `SchemaPageRegistry`). */
export interface ApiSchemaPage {
  /** Display name, e.g. "io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta". */
  name: string;
  /** The page's title: the name without its dotted namespace ("ObjectMeta"). */
  title: string;
  /** URL slug, unique among schema pages. */
  slug: string;
  /** The schema in full, within a page's larger limits; components it links to have pages too. */
  tree: SchemaNode;
}

export interface ApiInfo {
  /** `info.title`. */
  title: string;
  /** `info.version` (the API's version, not Pocket ID's). */
  version: string;
  /** The `openapi` field, e.g. "3.1.0". */
  openapiVersion: string;
  /** `info.summary` (3.1) or null. */
  summary: string | null;
  /** `info.description` rendered from Markdown to sanitised HTML, or null. */
  descriptionHtml: string | null;
  /** `servers` (empty list when the document declares none). */
  servers: ApiServer[];
  /** Every entry of `components.securitySchemes`, in document order. */
  securitySchemes: ApiSecurityScheme[];
  /** `info.license` or null. */
  license: { name: string; url: string | null } | null;
  /** `info.contact` or null. */
  contact: { name: string | null; url: string | null; email: string | null } | null;
  /** `info.termsOfService` or null. */
  termsOfService: string | null;
  /** `externalDocs` of the document or null. */
  externalDocs: ApiExternalDocs | null;
}

export interface ApiServer {
  /** Server URL with variables left as `{name}`. */
  url: string;
  /** Server description as sanitised HTML, or null. */
  descriptionHtml: string | null;
}

export interface ApiExternalDocs {
  url: string;
  descriptionHtml: string | null;
}

type SecuritySchemeKind = 'apiKey' | 'bearer' | 'basic' | 'http' | 'oauth2' | 'openIdConnect' | 'mutualTLS';

export interface ApiSecurityScheme {
  /** Key under `components.securitySchemes`, e.g. "ApiKeyAuth". */
  key: string;
  /** Normalised kind: `http` schemes become `bearer` / `basic` where possible. */
  kind: SecuritySchemeKind;
  /** Short label, e.g. "API key", "Bearer token", "HTTP Basic". */
  label: string;
  /** Generated one-line human description, e.g. "API key sent in the `X-API-Key` header." (Markdown-free plain text). */
  summary: string;
  /** The scheme's own `description` as sanitised HTML, or null. */
  descriptionHtml: string | null;
  /** For apiKey: `header` / `query` / `cookie`; otherwise null. */
  in: 'header' | 'query' | 'cookie' | null;
  /** For apiKey: the header/query/cookie name; otherwise null. */
  name: string | null;
  /** For http: the scheme, e.g. "bearer", "basic"; otherwise null. */
  scheme: string | null;
  /** For http bearer: `bearerFormat` (e.g. "JWT"), otherwise null. */
  bearerFormat: string | null;
  /** For openIdConnect: discovery URL; otherwise null. */
  openIdConnectUrl: string | null;
  /** For oauth2: one entry per flow. */
  flows: ApiOAuthFlow[];
}

export interface ApiOAuthFlow {
  /** `implicit`, `password`, `clientCredentials`, `authorizationCode`. */
  type: string;
  authorizationUrl: string | null;
  tokenUrl: string | null;
  refreshUrl: string | null;
  scopes: { name: string; description: string }[];
}

export interface ApiTag {
  /** Tag name as used in operations' `tags` (the fallback tag is named "default"). */
  name: string;
  /** URL slug, unique among tags: page at `/docs/api/endpoints/<slug>`. */
  slug: string;
  /** `x-displayName` or the name ("Other" for the fallback tag). */
  displayName: string;
  /** Tag description as sanitised HTML, or null. */
  descriptionHtml: string | null;
  /** Slugs of the operations in this tag, in document order. */
  operationSlugs: string[];
  /** `externalDocs` of the tag or null. */
  externalDocs: ApiExternalDocs | null;
}

export interface ApiPathSegment {
  /** Literal text or the parameter including braces, e.g. "/api/users/" or "{id}". */
  text: string;
  /** True for a `{param}` segment. */
  param: boolean;
}

export interface ApiOperation {
  /** Unique id inside the document: "<METHOD> <path>", e.g. "GET /api/users/{id}". */
  id: string;
  /** `operationId` or null. */
  operationId: string | null;
  method: HttpMethod;
  /** Path template, e.g. "/api/users/{id}". */
  path: string;
  /** The path split into literal and parameter segments (for highlighting). */
  pathSegments: ApiPathSegment[];
  /** URL slug, unique among operations and tags: page at `/docs/api/endpoints/<slug>`. */
  slug: string;
  /** Slug of the primary (first) tag. */
  tagSlug: string;
  /** Slugs of every tag the operation belongs to (first = primary). */
  tagSlugs: string[];
  /** `summary`, or null. */
  summary: string | null;
  /** Display title: summary, else operationId, else "METHOD path". */
  title: string;
  /** `description` as sanitised HTML, or null. */
  descriptionHtml: string | null;
  /** The Markdown `descriptionHtml` was rendered from (the twin prints it), or null with it. */
  descriptionMarkdown: string | null;
  deprecated: boolean;
  /** Authentication rules (operation `security`, else document `security`). */
  auth: ApiOperationAuth;
  /** Parameters (path-level merged with operation-level), grouped by location. */
  parameters: ApiParameterGroups;
  /** Request body, or null when the operation takes none. */
  requestBody: ApiRequestBody | null;
  /** Responses in document order. */
  responses: ApiResponse[];
  /** Ready-to-copy code samples (curl, JavaScript, Python, Go). */
  codeSamples: ApiCodeSample[];
  /** Servers for this operation (operation / path / document level), URLs only. */
  servers: string[];
  /** `externalDocs` of the operation or null. */
  externalDocs: ApiExternalDocs | null;
}

export interface ApiOperationAuth {
  /** False when the operation needs no authentication (no requirement, or an empty `{}` alternative). */
  required: boolean;
  /**
   * Human "Authentication" lines, one per accepted alternative, e.g.
   * "API key in the `X-API-Key` header", "Bearer token and session cookie `session`".
   * Contains "No authentication required" when nothing is needed. Plain text with `code` backticks.
   */
  lines: string[];
  /** Alternatives as lists of security scheme keys (OR of ANDs), as in the spec. */
  alternatives: ApiSecurityRequirement[];
  /** Value of `x-required-role` (e.g. "admin"), or null. */
  role: string | null;
  /**
   * The operation description's "**Access:**" paragraph (who may call it, in the spec author's
   * words) as sanitised HTML without the label, or null. It is moved out of the description so
   * the page says it once, in its Authentication section.
   */
  noteHtml: string | null;
}

export interface ApiSecurityRequirement {
  /** Scheme keys that must all be satisfied together. */
  schemes: { key: string; scopes: string[] }[];
}

export interface ApiParameterGroups {
  path: ApiParameter[];
  query: ApiParameter[];
  header: ApiParameter[];
  cookie: ApiParameter[];
}

export interface ApiParameter {
  name: string;
  in: ParameterLocation;
  required: boolean;
  deprecated: boolean;
  /** Type label, e.g. "string<uuid>", "array<string>", "integer | null". */
  typeLabel: string;
  /** `format` of the schema, or null. */
  format: string | null;
  /** Default value as JSON text, or null. */
  defaultValue: string | null;
  /** Allowed values as JSON text (e.g. `"admin"`), or null when unrestricted. */
  enumValues: string[] | null;
  /** Human constraint strings, e.g. "≥ 1", "length ≤ 50", "pattern ^[a-z]+$" (same wording as `SchemaNode.constraints`). */
  constraints: string[];
  /** Parameter description (falls back to the schema's) as sanitised HTML, or null. */
  descriptionHtml: string | null;
  /** The Markdown `descriptionHtml` was rendered from (the twin prints it), or null with it. */
  descriptionMarkdown: string | null;
  /** Example value as text, or null. */
  example: string | null;
  /** `style` / `explode` serialisation hints when not the default, e.g. "form, explode" or null. */
  style: string | null;
  /** Schema tree for object/array parameters with structure to show, else null. */
  schema: SchemaNode | null;
}

export interface ApiRequestBody {
  required: boolean;
  descriptionHtml: string | null;
  /** The Markdown `descriptionHtml` was rendered from (the twin prints it), or null with it. */
  descriptionMarkdown: string | null;
  /** One entry per media type, in document order. */
  content: ApiMediaType[];
}

export interface ApiMediaType {
  /** e.g. "application/json". */
  mediaType: string;
  /**
   * Other media types of the same body with the same schema and example (Kubernetes offers
   * JSON, YAML and protobuf of one object): shown once, under all their names.
   */
  alsoAs: string[];
  /**
   * Schema tree, or null when the media type declares no schema. When the same component schema was
   * already shown earlier on the page (request body or an earlier response), this is a single root
   * node with `repeatOf` set (no children): link to the first tree whose root has that `refName`.
   */
  schema: SchemaNode | null;
  /** Example text: pretty-printed JSON (or the raw string for non-JSON examples), or null. */
  example: string | null;
  /** `example` highlighted with highlight.js (classes `hljs-*`), or null. */
  exampleHtml: string | null;
  /** Where the example came from: the spec itself or generated from the schema. */
  exampleSource: 'spec' | 'generated' | null;
}

export type ApiResponseKind = 'info' | 'success' | 'redirect' | 'client-error' | 'server-error' | 'default';

export interface ApiResponse {
  /** Status code as written in the spec: "200", "4XX", "default". */
  status: string;
  /** Class of the status for styling. */
  kind: ApiResponseKind;
  /** Response description as sanitised HTML (may be null). */
  descriptionHtml: string | null;
  /** The Markdown `descriptionHtml` was rendered from (the twin prints it), or null with it. */
  descriptionMarkdown: string | null;
  /** The description's opening paragraph as one line of plain text (for collapsed responses), or null. */
  summary: string | null;
  /** The description past `summary` (all of it when there is none) as sanitised HTML, or null. */
  detailsHtml: string | null;
  headers: ApiResponseHeader[];
  /** One entry per media type, in document order (empty for bodiless responses). */
  content: ApiMediaType[];
}

export interface ApiResponseHeader {
  name: string;
  required: boolean;
  deprecated: boolean;
  typeLabel: string;
  descriptionHtml: string | null;
  /** The Markdown `descriptionHtml` was rendered from (the twin prints it), or null with it. */
  descriptionMarkdown: string | null;
  example: string | null;
}

/** A language's code sample, as the operation page shows it. */
export type ApiCodeSample = CodeSample & {
  /** Highlighted HTML (escaped text with `<span class="hljs-...">`, punctuation unwrapped), to put inside `<pre><code class="hljs">`. Very long code is escaped only. */
  html: string;
  /** The sample with the body's whole example, which "Full body" shows (highlighted only: Copy reads the shown code); null when the sample sends all of it (core/sampleBody.ts). */
  full: { html: string } | null;
};

/** Where a schema node sits relative to its parent. */
export type SchemaNodeRole = 'root' | 'property' | 'items' | 'additionalProperties' | 'option' | 'not';

/** One row of a schema tree. */
export interface SchemaNode {
  role: SchemaNodeRole;
  /**
   * Property name for `property`; "[]" for `items`; "{key}" for `additionalProperties`;
   * the alternative's label for `option` (e.g. "UserDto", "Option 2"); null for `root` / `not`.
   */
  name: string | null;
  /** Type label, e.g. "string<email>", "array<UserDto>", "integer<int64>", "string | null", "UserDto". */
  typeLabel: string;
  /** Component schema name this node was taken from (e.g. "UserDto"), or null for inline schemas. */
  refName: string | null;
  /** Required by the parent object. */
  required: boolean;
  readOnly: boolean;
  writeOnly: boolean;
  deprecated: boolean;
  /** `nullable: true` (3.0) or `"null"` in a 3.1 type array. */
  nullable: boolean;
  /** Allowed values as JSON text (e.g. `"admin"`, `1`), or null. */
  enumValues: string[] | null;
  /** `const` as JSON text, or null. */
  constValue: string | null;
  /** Default as JSON text, or null. */
  defaultValue: string | null;
  /** Example (schema `example` / first `examples`) as JSON text, or null. */
  example: string | null;
  /** `format` or null. */
  format: string | null;
  /** Human constraint strings: "≥ 1", "< 10", "length 3..50", "pattern ^a+$", "multiple of 5", "items ≥ 1", "unique items", "properties ≤ 5". */
  constraints: string[];
  /** Description as sanitised HTML, or null. */
  descriptionHtml: string | null;
  /** The Markdown `descriptionHtml` was rendered from (the twin prints it), or null with it. */
  descriptionMarkdown: string | null;
  /** Object properties, array items and additionalProperties, in that order. */
  children: SchemaNode[];
  /** `oneOf` / `anyOf` alternatives, or null. */
  alternatives: SchemaAlternatives | null;
  /** Negated schema (`not`), or null. */
  not: SchemaNode | null;
  /**
   * Set when this `$ref` is already being expanded higher up the tree (recursion):
   * the component name to link back to. Such nodes have no children.
   */
  recursiveRef: string | null;
  /**
   * Set when this `$ref` (an object / composite schema) was already expanded earlier in the same
   * tree, not as an ancestor: the component name to link to (the first node with that `refName`
   * and children). Such nodes have no children; keeps trees small.
   */
  repeatOf: string | null;
  /** True when expansion stopped at the depth / size cap (safety net). */
  truncated: boolean;
  /**
   * Slug of the component's own page (see `SchemaPageRegistry`), set when the component is not
   * shown in full here; null otherwise.
   */
  schemaPage: string | null;
}

export interface SchemaAlternatives {
  /** `oneOf` = exactly one must match; `anyOf` = at least one. */
  kind: 'oneOf' | 'anyOf';
  /** Discriminator `propertyName`, or null. */
  discriminatorProperty: string | null;
  /** Discriminator mapping (value -> label of the alternative / schema name). */
  discriminatorMapping: { value: string; target: string }[];
  /** Each alternative as a node with role `option`; its `name` is the label. */
  options: SchemaNode[];
}
