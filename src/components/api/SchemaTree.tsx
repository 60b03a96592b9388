import React, { createContext, useContext } from 'react';
import { css } from '@emotion/react';
import type { SchemaNode } from '../../openapi/types';
import { HtmlBlock } from './HtmlBlock';

export const schemaStyle = css`
  font-size: 0.92rem; margin: 0 0 1rem;
  ul { list-style: none; margin: 0; padding: 0 0 0 1.1rem; border-left: 1px dashed var(--c-border); }
  & > ul { padding-left: 0; border-left: 0; }
  li { margin: 0.35rem 0; }
  summary { cursor: pointer; }
  summary::marker { color: var(--c-text-muted); }
  .name { font-weight: 700; font-family: var(--font-mono); background: none; border: 0; padding: 0; }
  .type { color: var(--c-tok-attr); font-family: var(--font-mono); font-size: 0.85rem; margin-left: 0.4rem; }
  .flag { font-size: 0.72rem; font-weight: 700; text-transform: uppercase; margin-left: 0.4rem; letter-spacing: 0.02em; }
  .required { color: var(--c-danger); }
  .muted { color: var(--c-text-muted); }
  .meta { margin: 0.15rem 0 0 0.2rem; color: var(--c-text-muted); font-size: 0.85rem; }
  .meta p { margin: 0.15rem 0; color: var(--c-text); }
  .alternatives { margin: 0.35rem 0 0.35rem 0.2rem; }
  .alt-label { font-weight: 600; font-size: 0.85rem; }
`;

/** Anchor id for a component schema's first expansion on the page. */
export const schemaAnchor = (refName: string) => `schema-${refName.replace(/[^A-Za-z0-9_-]+/g, '-')}`;

/**
 * First expanded node per component name across all the trees of a page, in render
 * order: recursion and repeats (which may sit in another tree) link back to it.
 */
export function schemaAnchors(roots: (SchemaNode | null | undefined)[]): Map<SchemaNode, string> {
  const anchors = new Map<SchemaNode, string>();
  const seen = new Set<string>();
  const walk = (node: SchemaNode) => {
    if (node.refName && !seen.has(node.refName) && (node.children.length || node.alternatives)) {
      seen.add(node.refName);
      anchors.set(node, schemaAnchor(node.refName));
    }
    node.children.forEach(walk);
    node.alternatives?.options.forEach(walk);
    if (node.not) walk(node.not);
  };
  roots.forEach(root => root && walk(root));
  return anchors;
}

/** Provided by a page that renders several schema trees; a lone tree computes its own. */
export const SchemaAnchorsContext = createContext<Map<SchemaNode, string> | null>(null);

function Details({ node }: { node: SchemaNode }) {
  const facts: React.ReactNode[] = [];
  if (node.enumValues) facts.push(<>Allowed: {node.enumValues.map((v, i) => <React.Fragment key={v}>{i > 0 && ', '}<code>{v}</code></React.Fragment>)}</>);
  if (node.constValue) facts.push(<>Always <code>{node.constValue}</code></>);
  if (node.defaultValue) facts.push(<>Default <code>{node.defaultValue}</code></>);
  if (node.constraints.length) facts.push(<>{node.constraints.join(' · ')}</>);
  if (node.example) facts.push(<>Example <code>{node.example}</code></>);
  if (!facts.length && !node.descriptionHtml) return null;
  return (
    <div className="meta">
      <HtmlBlock html={node.descriptionHtml} />
      {facts.map((fact, index) => (
        <div key={index}>{fact}</div>
      ))}
    </div>
  );
}

function Head({ node }: { node: SchemaNode }) {
  return (
    <>
      {node.name !== null && <code className="name">{node.name}</code>}
      <span className="type">{node.typeLabel}</span>
      {node.required && <span className="flag required">required</span>}
      {node.nullable && <span className="flag muted">nullable</span>}
      {node.readOnly && <span className="flag muted">read-only</span>}
      {node.writeOnly && <span className="flag muted">write-only</span>}
      {node.deprecated && <span className="flag required">deprecated</span>}
    </>
  );
}

function Row({ node, depth, anchors }: { node: SchemaNode; depth: number; anchors: Map<SchemaNode, string> }) {
  const id = anchors.get(node);
  const back = node.recursiveRef ?? node.repeatOf;
  const expandable = node.children.length > 0 || node.alternatives !== null || node.not !== null;
  if (!expandable) {
    return (
      <li id={id}>
        <Head node={node} />
        {back && (
          <a className="flag muted" href={`#${schemaAnchor(back)}`}>
            {node.recursiveRef ? `↻ recursive: see ${back}` : `see ${back} above`}
          </a>
        )}
        {node.truncated && <span className="flag muted">(not expanded further)</span>}
        <Details node={node} />
      </li>
    );
  }
  return (
    <li id={id}>
      <details open={depth < 1}>
        <summary>
          <Head node={node} />
        </summary>
        <Details node={node} />
        {node.children.length > 0 && (
          <ul>
            {node.children.map((child, index) => (
              <Row key={`${child.name}-${index}`} node={child} depth={depth + 1} anchors={anchors} />
            ))}
          </ul>
        )}
        {node.alternatives && (
          <div className="alternatives">
            <span className="alt-label">
              {node.alternatives.kind === 'oneOf' ? 'Exactly one of' : 'Any of'}
              {node.alternatives.discriminatorProperty && (
                <>
                  {' '}
                  (chosen by <code>{node.alternatives.discriminatorProperty}</code>)
                </>
              )}
              :
            </span>
            <ul>
              {node.alternatives.options.map((option, index) => (
                <Row key={`${option.name}-${index}`} node={option} depth={depth + 1} anchors={anchors} />
              ))}
            </ul>
          </div>
        )}
        {node.not && (
          <div className="alternatives">
            <span className="alt-label">Must not match:</span>
            <ul>
              <Row node={node.not} depth={depth + 1} anchors={anchors} />
            </ul>
          </div>
        )}
      </details>
    </li>
  );
}

/**
 * An expandable schema tree built from native <details> elements: it expands and
 * collapses with the keyboard (Enter/Space) and needs no JavaScript.
 */
export function SchemaTree({ root }: { root: SchemaNode }) {
  const pageAnchors = useContext(SchemaAnchorsContext);
  const anchors = pageAnchors ?? schemaAnchors([root]);
  return (
    <div css={schemaStyle} className="schema-tree">
      <ul>
        <Row node={root} depth={0} anchors={anchors} />
      </ul>
    </div>
  );
}
