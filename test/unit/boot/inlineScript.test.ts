/** @jest-environment jsdom */
import { inlineScript } from '../../../src/boot/inlineScript';
import { bootScripts } from '../../../src/boot/bootScripts';
import { scriptingBoot } from '../../../src/boot/scriptingBoot';

const OUTSIDE = 'from the module';

describe('inlineScript', () => {
  test('calls the function with its arguments, folded into one minified statement', () => {
    const script = inlineScript((title: string, parts: { n: number }) => void (document.title = `${title} ${parts.n}`), 'Docs', { n: 2 });
    window.eval(script);
    expect(document.title).toBe('Docs 2');
    expect(script).not.toMatch(/\n/);
  });
  test('a function argument travels as its source', () => {
    window.eval(
      inlineScript(
        (twice: (n: number) => number) => void (document.title = String(twice(21))),
        (n: number) => n * 2,
      ),
    );
    expect(document.title).toBe('42');
  });
  test('a boot function that uses something from outside its body fails when its script runs (what the boot tests rely on)', () => {
    function usesModule() {
      document.title = OUTSIDE;
    }
    expect(() => usesModule()).not.toThrow();
    expect(() => window.eval(inlineScript(usesModule))).toThrow(ReferenceError);
  });
  test('scriptingBoot marks <html> as scripted', () => {
    document.documentElement.removeAttribute('data-js');
    window.eval(inlineScript(scriptingBoot, 'data-js'));
    expect(document.documentElement.hasAttribute('data-js')).toBe(true);
  });
});

describe('bootScripts', () => {
  // The scripts are in every page's <head>, before first paint: they stay about the size of
  // the hand-minified ones they replaced (1,326 bytes in all).
  test.each(['', '/pocket-id'])('every page carries them small (prefix %p)', prefix => {
    const scripts = bootScripts(prefix);
    expect(scripts.join('').length).toBeLessThanOrEqual(1400);
    expect(scripts.join('')).toContain(JSON.stringify(prefix));
  });
  test('they run in a page without errors, in order', () => {
    window.matchMedia = (() => ({ matches: true })) as unknown as typeof window.matchMedia;
    for (const script of bootScripts('')) window.eval(script);
    expect(document.documentElement.hasAttribute('data-js')).toBe(true);
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
  });
});
