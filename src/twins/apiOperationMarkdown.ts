/**
 * An API operation of the render model (src/apiReference/core/) as Markdown, for its twin: method and
 * path, authentication, parameters, request and response schemas as nested lists, examples,
 * and the curl sample. Descriptions are printed from their Markdown tree, as the page renders them from it.
 */
import type { ApiMediaType, ApiOperation, ApiParameter, ApiParameterGroups, ApiResponse, SchemaNode } from '../apiReference/core/types';
import { descriptionTree, NESTED_MARKDOWN } from '../apiReference/core/markdown';
import { visit } from 'unist-util-visit';
import type { SinceMarkFacts } from '../history/core/historyMarks';
import { markText } from '../history/core/historyMarks';
import { escapeInline } from './markdownTwin';
import { stringifyMarkdown } from './mdxToMarkdown';
import { mediaTypeNames } from '../apiReference/core/mediaTypeNames';
import { schemaPagePath } from '../apiReference/core/routes';
import { API_KEY_AUTH_ANCHOR, API_OVERVIEW_PATH } from '../lib/siteRoutes';

/** Constraints as text: a pattern such as `^[a-z]([a-z-]*)$` must not read as a link. */
const constraintsText = (constraints: string[]) => (constraints.length ? `${constraints.map(escapeInline).join(', ')}.` : '');

/** What a twin shows of an operation (its method as the query reads it: any string is written upper-cased). */
export type TwinOperation = Pick<
  ApiOperation,
  'path' | 'title' | 'operationId' | 'descriptionMarkdown' | 'deprecated' | 'auth' | 'parameters' | 'requestBody' | 'responses' | 'codeSamples'
> & {
  method: string;
  tag: { displayName: string; path: string };
};

const LOCATIONS: { key: keyof ApiParameterGroups; label: string }[] = [
  { key: 'path', label: 'Path parameters' },
  { key: 'query', label: 'Query parameters' },
  { key: 'header', label: 'Header parameters' },
  { key: 'cookie', label: 'Cookie parameters' },
];

const code = (text: string) => {
  const fence = text.includes('`') ? '``' : '`';
  return `${fence}${fence === '``' ? ' ' : ''}${text}${fence === '``' ? ' ' : ''}${fence}`;
};

function fenced(text: string, lang: string): string {
  const fence = text.includes('```') ? '````' : '```';
  return `${fence}${lang}\n${text.replace(/\n$/, '')}\n${fence}`;
}

export class OperationMarkdown {
  constructor(
    private readonly resolveLink: (path: string) => string,
    /** The operation's "since" mark, keyed `METHOD /path` (content/history/pocket-id-history.yaml). */
    private readonly sinceMark: (kind: 'operation', name: string) => SinceMarkFacts | undefined = () => undefined,
  ) {}

  /** A description on one line (list items and table cells). */
  private oneLine(markdown: string | null): string {
    return this.blocks(markdown, NESTED_MARKDOWN.minHeadingLevel!).replace(/\n+/g, ' ').replace(/\|/g, '\\|').trim();
  }

  /** A description as Markdown blocks, its headings from `minHeadingLevel` down and the site's links absolute. */
  private blocks(markdown: string | null, minHeadingLevel: number): string {
    if (!markdown) return '';
    const tree = descriptionTree(markdown, { minHeadingLevel });
    visit(tree, ['link', 'definition', 'image'], node => {
      const target = node as { url: string };
      if (/^(\/(?!\/)|#)/.test(target.url)) target.url = this.resolveLink(target.url);
    });
    return stringifyMarkdown(tree).trim();
  }

  schemaLines(node: SchemaNode, indent = '', rootName = 'Body'): string[] {
    const flags = [
      code(node.typeLabel),
      node.required ? 'required' : null,
      node.nullable && !/null/.test(node.typeLabel) ? 'nullable' : null,
      node.readOnly ? 'read-only' : null,
      node.writeOnly ? 'write-only' : null,
      node.deprecated ? 'deprecated' : null,
    ].filter(Boolean);
    const details = [
      this.oneLine(node.descriptionMarkdown),
      node.enumValues ? `Allowed: ${node.enumValues.map(code).join(', ')}.` : '',
      node.constValue ? `Always ${code(node.constValue)}.` : '',
      node.defaultValue ? `Default ${code(node.defaultValue)}.` : '',
      constraintsText(node.constraints),
      // An object's example repeats its properties; the media type's example shows it whole.
      node.example && node.children.length === 0 ? `Example ${code(node.example)}.` : '',
      node.recursiveRef ? `Recursive: the same ${code(node.recursiveRef)} as above.` : '',
      node.repeatOf ? `Same ${code(node.repeatOf)} as above.` : '',
      node.schemaPage
        ? `Shown in full on [its own page](${this.resolveLink(schemaPagePath(node.schemaPage))}).`
        : node.truncated
          ? 'Not expanded further.'
          : '',
    ].filter(Boolean);
    const name =
      node.role === 'root'
        ? rootName
        : node.role === 'items'
          ? 'Each item'
          : node.role === 'additionalProperties'
            ? 'Any other key'
            : node.role === 'not'
              ? 'Not'
              : code(node.name ?? '');
    const lines = [`${indent}- ${name} (${flags.join(', ')})${details.length ? `: ${details.join(' ')}` : ''}`];
    const inner = `${indent}  `;
    for (const child of node.children) lines.push(...this.schemaLines(child, inner));
    if (node.alternatives) {
      const { kind, discriminatorProperty, options } = node.alternatives;
      lines.push(
        `${inner}- ${kind === 'oneOf' ? 'Exactly one of' : 'At least one of'}${discriminatorProperty ? ` (chosen by ${code(discriminatorProperty)})` : ''}:`,
      );
      for (const option of options) lines.push(...this.schemaLines(option, `${inner}  `));
    }
    if (node.not) lines.push(...this.schemaLines(node.not, inner));
    return lines;
  }

  /** A component schema's own page: its description, then its fields as nested lists. */
  schemaPage(tree: SchemaNode): string {
    return [
      this.blocks(tree.descriptionMarkdown, NESTED_MARKDOWN.minHeadingLevel!),
      '## Fields',
      this.schemaLines({ ...tree, descriptionHtml: null, descriptionMarkdown: null }, '', 'The schema').join('\n'),
    ]
      .filter(Boolean)
      .join('\n\n');
  }

  private parameter(param: ApiParameter): string {
    const notes = [
      this.oneLine(param.descriptionMarkdown),
      param.enumValues ? `Allowed: ${param.enumValues.map(code).join(', ')}.` : '',
      param.defaultValue ? `Default ${code(param.defaultValue)}.` : '',
      constraintsText(param.constraints).replace(/\|/g, '\\|'),
      param.example ? `Example ${code(param.example)}.` : '',
      param.deprecated ? 'Deprecated.' : '',
    ].filter(Boolean);
    return `| ${code(param.name)} | ${code(param.typeLabel)} | ${param.required ? 'yes' : 'no'} | ${notes.join(' ')} |`;
  }

  private media(media: ApiMediaType): string[] {
    const names = mediaTypeNames(media);
    const out = [`${names.length > 1 ? 'Media types' : 'Media type'} ${names.map(code).join(', ')}:`];
    if (media.schema) out.push(this.schemaLines(media.schema).join('\n'));
    if (media.example)
      out.push(
        `${media.exampleSource === 'generated' ? 'Example (generated from the schema)' : 'Example'}:`,
        fenced(media.example, /json/.test(media.mediaType) ? 'json' : ''),
      );
    return out;
  }

  private response(response: ApiResponse): string[] {
    const out = [`### ${response.status}`];
    const description = this.blocks(response.descriptionMarkdown, NESTED_MARKDOWN.minHeadingLevel! + 2);
    if (description) out.push(description);
    if (response.headers.length) {
      out.push(
        'Headers:',
        response.headers
          .map(
            h =>
              `- ${code(h.name)} (${code(h.typeLabel)}${h.required ? ', required' : ''})${h.descriptionMarkdown ? `: ${this.oneLine(h.descriptionMarkdown)}` : ''}`,
          )
          .join('\n'),
      );
    }
    for (const media of response.content) out.push(...this.media(media));
    return out;
  }

  /** The twin's body (everything under the title). */
  body(op: TwinOperation): string {
    const mark = this.sinceMark('operation', `${op.method.toUpperCase()} ${op.path}`);
    const out: string[] = [`${code(`${op.method.toUpperCase()} ${op.path}`)}${mark ? ` (${markText(mark)})` : ''}`];
    out.push(`Part of [${op.tag.displayName}](${this.resolveLink(op.tag.path)})${op.operationId ? ` · operation ID ${code(op.operationId)}` : ''}`);
    if (op.deprecated) out.push('> **Warning: Deprecated** This operation is deprecated and may be removed in a future release.');
    const description = this.blocks(op.descriptionMarkdown, 3);
    if (description) out.push(description);

    out.push('## Authentication');
    if (op.auth.role) out.push(`Requires the **${op.auth.role}** role.`);
    if (op.auth.lines.length) out.push(op.auth.lines.map(line => `- ${line}`).join('\n'));
    if (op.auth.required) out.push(`See [authenticating with API keys](${this.resolveLink(`${API_OVERVIEW_PATH}#${API_KEY_AUTH_ANCHOR}`)}).`);

    const present = LOCATIONS.filter(l => op.parameters[l.key].length > 0);
    if (present.length) {
      out.push('## Parameters');
      for (const location of present) {
        out.push(
          `### ${location.label}`,
          ['| Name | Type | Required | Description |', '| --- | --- | --- | --- |', ...op.parameters[location.key].map(p => this.parameter(p))].join('\n'),
        );
      }
    }
    if (op.requestBody) {
      out.push('## Request body', op.requestBody.required ? 'Required.' : 'Optional.');
      const description = this.blocks(op.requestBody.descriptionMarkdown, NESTED_MARKDOWN.minHeadingLevel! + 1);
      if (description) out.push(description);
      for (const media of op.requestBody.content) out.push(...this.media(media));
    }
    if (op.responses.length) {
      out.push('## Responses');
      for (const response of op.responses) out.push(...this.response(response));
    }
    const curl = op.codeSamples.find(sample => sample.lang === 'curl');
    if (curl) out.push('## Example request', fenced(curl.code, 'bash'));
    return out.join('\n\n');
  }
}
