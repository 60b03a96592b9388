import { createBrowserEmotionCache } from '../../src/client/emotionCache';

/** A document whose <head> holds the given style elements, as far as the cache looks. */
function documentWith(styles: Array<Record<string, string>>): Document {
  const elements = styles.map(attributes => ({ getAttribute: (name: string) => attributes[name] ?? null }));
  return { head: { querySelectorAll: (selector: string) => (selector === 'style[data-emotion-ssr]' ? elements : []) } } as unknown as Document;
}

test('knows every name the server rendered, and inserts new styles after the last server style', () => {
  const doc = documentWith([{ 'data-emotion-ssr': 'a1' }, { 'data-emotion-ssr': 'b2 c3' }]);
  const cache = createBrowserEmotionCache(doc);
  expect(cache.key).toBe('css');
  expect(Object.keys(cache.inserted).sort()).toEqual(['a1', 'b2', 'c3']);
  const last = (doc.head.querySelectorAll('style[data-emotion-ssr]') as unknown as unknown[])[1];
  expect((cache.sheet as unknown as { insertionPoint?: unknown }).insertionPoint).toBe(last);
});

test('without server styles (gatsby develop) it is an empty cache that appends to <head>', () => {
  const cache = createBrowserEmotionCache(documentWith([]));
  expect(cache.inserted).toEqual({});
  expect((cache.sheet as unknown as { insertionPoint?: unknown }).insertionPoint).toBeUndefined();
});
