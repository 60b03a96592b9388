import React from 'react';
import { withPrefix } from 'gatsby';
import { schemaPagePath } from '../core/routes';
import { schemaTitle } from '../core/schemaPages';
import { bareItems, childSummary, displayOrder, expandable, schemaAnchor } from '../core/schemaTreeLayout';
import type { SchemaNode } from '../core/types';
import { FieldHead, Flag } from './FieldHead';
import { FieldBody } from './FieldBody';

type Level = { depth: number; anchors: Map<SchemaNode, string> };

/** An object's fields, required first: every one listed (its own levels start folded, SchemaRow). */
function Fields({ node, depth, anchors }: { node: SchemaNode } & Level) {
  return (
    <ul>
      {displayOrder(node.children).map((child, index) => (
        <SchemaRow key={`${child.name}-${index}`} node={child} depth={depth + 1} anchors={anchors} />
      ))}
    </ul>
  );
}

/** The schemas a node may be (oneOf, anyOf) or must not be (not), each a row of its own. */
function Alternatives({ node, depth, anchors }: { node: SchemaNode } & Level) {
  return (
    <>
      {node.alternatives && (
        <>
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
              <SchemaRow key={`${option.name}-${index}`} node={option} depth={depth + 1} anchors={anchors} />
            ))}
          </ul>
        </>
      )}
      {node.not && (
        <>
          <span className="alt-label">Must not match:</span>
          <ul>
            <SchemaRow node={node.not} depth={depth + 1} anchors={anchors} />
          </ul>
        </>
      )}
    </>
  );
}

/** Where the rest of a node is: shown above (a repeat or recursion), or on its schema's own page. */
function Elsewhere({ node, anchors }: { node: SchemaNode; anchors: Map<SchemaNode, string> }) {
  // A repeat links back only where its first showing has an anchor: a schema without
  // properties (a plain object, say) is shown again in full instead, which is one row.
  const backRef = node.recursiveRef ?? node.repeatOf;
  const back = backRef && Array.from(anchors.values()).includes(schemaAnchor(backRef)) ? backRef : null;
  return (
    <>
      {back && (
        <a className="link-back" href={`#${schemaAnchor(back)}`}>
          {node.recursiveRef ? `Recursive: ${back} is shown above` : `${back} is shown above`}
        </a>
      )}
      {node.schemaPage ? (
        <a className="link-back" href={withPrefix(schemaPagePath(node.schemaPage))}>
          All fields of {schemaTitle(node.refName ?? '')}
        </a>
      ) : (
        node.truncated && <Flag tone="muted">Not expanded further</Flag>
      )}
    </>
  );
}

/** One node of a schema tree: its row, and the levels below it folded in a <details>. */
export function SchemaRow({ node, depth, anchors }: { node: SchemaNode } & Level) {
  return (
    <li id={anchors.get(node)}>
      <FieldHead field={node} />
      {/* An object's own example repeats its properties' examples (and the request sample). */}
      <FieldBody node={expandable(node) ? { ...node, example: null } : node} />
      <Elsewhere node={node} anchors={anchors} />
      {expandable(node) && (
        <details open={depth < 1}>
          <summary>{childSummary(node)}</summary>
          <div className="children">
            {node.children.length > 0 && !bareItems(node) && <Fields node={node} depth={depth} anchors={anchors} />}
            <Alternatives node={node} depth={depth} anchors={anchors} />
          </div>
        </details>
      )}
    </li>
  );
}
