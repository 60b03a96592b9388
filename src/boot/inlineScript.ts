/**
 * Turns a boot function (a `*Boot.ts` module beside this one) into the inline script a page
 * carries: `(fn)(arguments)`, minified by terser with the arguments folded in. Build time
 * only; the pages' CSP hashes are taken from the HTML that carries the result
 * (src/hosting/csp.ts), so they always match.
 */
import { minify_sync } from 'terser';

/** What a boot function may take: JSON values, or a self-contained function, which is sent as its source. */
export type BootArgument =
  string | number | boolean | null | readonly BootArgument[] | { readonly [key: string]: BootArgument } | ((...args: never[]) => unknown);

/** Every page of a build carries the same few scripts: each is minified once (the same source gives the same text). */
const minified = new Map<string, string>();

const argumentSource = (value: BootArgument) => (typeof value === 'function' ? `(${value.toString()})` : JSON.stringify(value));

/**
 * The inline script that calls `boot` with `args`. The function and any function argument
 * travel as source text, so they must not use anything from outside their own body (an
 * import, a module constant): the unit tests run each emitted script in a page of its own
 * (test/unit/boot/), where such a name is a ReferenceError.
 */
export function inlineScript<A extends BootArgument[]>(boot: (...args: A) => void, ...args: A): string {
  const source = `(${boot.toString()})(${args.map(argumentSource).join(',')})`;
  const known = minified.get(source);
  if (known !== undefined) return known;
  // unsafe_arrows: boot code never uses `this`, `arguments` or `new`, so its functions may be arrows.
  // inline_script: no string in the output can end the <script> element (`</script>`) or open a comment in it.
  const { code } = minify_sync(source, { ecma: 2020, compress: { passes: 3, unsafe_arrows: true }, format: { inline_script: true } });
  if (!code) throw new Error(`src/boot: terser gave no code for the boot function ${boot.name}`);
  minified.set(source, code);
  return code;
}
