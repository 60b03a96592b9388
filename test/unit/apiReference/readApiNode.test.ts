/**
 * Pages read an operation's or a schema's facts from its node (readApiNode): a node of another
 * type, or none, stops the build with a message naming what was expected, not a page built
 * from the wrong fields.
 */
import type { Node } from 'gatsby';
import { readApiNode } from '../../../src/apiReference/build/sourceOpenApi';

const node = (id: string, type: string, fields: object = {}) =>
  ({ ...fields, id, parent: null, children: [], internal: { type, contentDigest: 'x', owner: 'test' } }) as Node;
const nodes = new Map([node('op-1', 'ApiOperation', { slug: 'list-users' }), node('tag-1', 'ApiTag')].map(n => [n.id, n]));
const getNode = (id: string) => nodes.get(id);

test('an operation node is read with its fields', () => {
  expect(readApiNode(getNode, 'op-1', 'ApiOperation').slug).toBe('list-users');
});

test('a node of another type, or a missing one, is a clear error', () => {
  expect(() => readApiNode(getNode, 'tag-1', 'ApiOperation')).toThrow('API reference: expected an ApiOperation node with id tag-1, found an ApiTag node');
  expect(() => readApiNode(getNode, 'gone', 'ApiSchema')).toThrow('API reference: expected an ApiSchema node with id gone, found none');
});
