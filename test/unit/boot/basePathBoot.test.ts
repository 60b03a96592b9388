/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "https://docs.example.com/pocket-id/docs/setup"}
 */
import { basePathBoot } from '../../../src/boot/basePathBoot';
import { BASE_PATH_WARNING, BOOT_FLAG } from '../../../src/lib/basePathCheck';
import { inlineScript } from '../../../src/boot/inlineScript';
import { forEachWayToRun } from '../../support/bootHarness';

const warnings = () => Array.from(document.querySelectorAll('#base-path-warning'));
const booted = (yes: boolean) => Object.assign(window, { [BOOT_FLAG]: yes ? true : undefined });
const domContentLoaded = () => document.dispatchEvent(new Event('DOMContentLoaded'));
const loaded = () => window.dispatchEvent(new Event('load'));

/** The listeners each run adds, removed after the test so that runs do not add up. */
const added: Array<[EventTarget, string, EventListenerOrEventListenerObject]> = [];
beforeEach(() => {
  for (const target of [window, document]) {
    const original = target.addEventListener.bind(target);
    jest.spyOn(target, 'addEventListener').mockImplementation((...args: Parameters<EventTarget['addEventListener']>) => {
      added.push([target, args[0], args[1]!]);
      original(args[0], args[1]!, args[2]);
    });
  }
  document.body.replaceChildren(document.createElement('main'));
  booted(false);
});
afterEach(() => {
  jest.restoreAllMocks();
  for (const [target, type, listener] of added.splice(0)) target.removeEventListener(type, listener);
});

forEachWayToRun(
  (pathPrefix: string) => basePathBoot(pathPrefix, BOOT_FLAG, BASE_PATH_WARNING),
  (pathPrefix: string) => inlineScript(basePathBoot, pathPrefix, BOOT_FLAG, BASE_PATH_WARNING),
  run => {
    test('served where it was built for, and the app booted: no warning', () => {
      run('/pocket-id');
      domContentLoaded();
      booted(true);
      loaded();
      expect(warnings()).toEqual([]);
    });
    test('no prefix, and the app booted: no warning', () => {
      run('');
      domContentLoaded();
      booted(true);
      loaded();
      expect(warnings()).toEqual([]);
    });
    test('the address lies outside the built prefix: an alert first in the body, as soon as the document is parsed', () => {
      run('/docs-site');
      domContentLoaded();
      expect(warnings()).toHaveLength(1);
      const [warning] = warnings();
      expect(document.body.firstElementChild).toBe(warning);
      expect(warning.getAttribute('role')).toBe('alert');
      expect(warning.textContent).toBe(BASE_PATH_WARNING);
      booted(true);
      loaded();
      expect(warnings()).toHaveLength(1);
    });
    test("the app's scripts never arrived: the alert, once, when the page has loaded", () => {
      run('/docs-site');
      domContentLoaded();
      loaded();
      expect(warnings()).toHaveLength(1);
      run('');
      domContentLoaded();
      expect(warnings()).toHaveLength(1);
      loaded();
      expect(warnings()).toHaveLength(1);
      expect(warnings()[0].textContent).toBe(BASE_PATH_WARNING);
    });
  },
);
