import createCache from '@emotion/cache';
import { adoptServerStyles } from '../../src/client/emotionCache';

/** A document whose <head> holds the given style elements, as far as adoption looks. */
function documentWith(styles: Array<Record<string, string>>): Document {
  const elements = styles.map(attributes => ({ getAttribute: (name: string) => attributes[name] ?? null }));
  return { head: { querySelectorAll: (selector: string) => (selector === 'style[data-emotion-ssr]' ? elements : []) } } as unknown as Document;
}

const insertionPoint = (cache: ReturnType<typeof createCache>) => (cache.sheet as unknown as { insertionPoint?: unknown }).insertionPoint;

test("Emotion's cache learns every name the server rendered, and inserts new styles after the last server style", () => {
  const doc = documentWith([{ 'data-emotion-ssr': 'a1' }, { 'data-emotion-ssr': 'b2 c3' }]);
  const cache = createCache({ key: 'css' });
  adoptServerStyles(cache, doc);
  expect(Object.keys(cache.inserted).sort()).toEqual(['a1', 'b2', 'c3']);
  expect(insertionPoint(cache)).toBe((doc.head.querySelectorAll('style[data-emotion-ssr]') as unknown as unknown[])[1]);
});

test('a cache is adopted once: a later render does not reset what the browser inserted since', () => {
  const cache = createCache({ key: 'css' });
  adoptServerStyles(cache, documentWith([{ 'data-emotion-ssr': 'a1' }]));
  cache.inserted.z9 = true;
  adoptServerStyles(cache, documentWith([{ 'data-emotion-ssr': 'b2' }]));
  expect(Object.keys(cache.inserted).sort()).toEqual(['a1', 'z9']);
});

test('without server styles (gatsby develop) the cache is left empty and appends to <head>', () => {
  const cache = createCache({ key: 'css' });
  adoptServerStyles(cache, documentWith([]));
  expect(cache.inserted).toEqual({});
  expect(insertionPoint(cache)).toBeUndefined();
});
