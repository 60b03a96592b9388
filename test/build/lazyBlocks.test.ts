/**
 * src/lib/lazyBlocks.ts names the blocks it defers and the containers they sit in by class
 * and id (`.api-details`, `.client-list`, `#home-features`, …): names their components own.
 * A renamed class would quietly stop lazy rendering, with nothing else failing. Every class
 * and id its selectors name is on at least one built page.
 */
import { LAZY_BLOCKS, pendingBlockSelector } from '../../src/lib/lazyBlocks';
import { builtPages, findAll, parse } from '../support/html';

const NAMES = /([.#])([A-Za-z][\w-]*)/g;

const named = new Set([...pendingBlockSelector().matchAll(NAMES)].map(m => `${m[1]}${m[2]}`));
const onPages = new Set<string>();
for (const html of builtPages().values())
  for (const el of findAll(parse(html), () => true)) {
    if (el.attribs.id) onPages.add(`#${el.attribs.id}`);
    for (const name of (el.attribs.class ?? '').split(/\s+/)) if (name) onPages.add(`.${name}`);
  }

test('the selectors name the classes and ids of every kind of lazy block', () => {
  expect(LAZY_BLOCKS.length).toBeGreaterThan(0);
  expect([...named]).toEqual(expect.arrayContaining(['#page-content', '.api-details', '.client-list', '#home-features']));
});

test.each([...named])('%s is on a built page', name => {
  expect(onPages.has(name)).toBe(true);
});
