/**
 * The HTTP routes Pocket ID registers with gin, with the authentication each one requires.
 *
 * Starting from every function that takes a `*gin.Engine`, the walk follows calls that pass a
 * router group on to another function (controllers' constructors, modules' RegisterRoutes),
 * binding that function's parameters to what the caller passed: router groups carry their
 * path prefix, and the auth middleware carries its options, as built by
 * `middleware.NewAuthMiddleware(...)` and changed by `WithAdminNotRequired()`,
 * `WithApiKeyAuthDisabled()` and `WithSuccessOptional()` before `.Add()`.
 */
import type { GoFunction, GoIndex } from './goDeclarations';
import { bareTypeName } from './goDeclarations';
import type { GoNode } from './goSource';
import { lineOf, stringLiteral } from './goSource';
import type { Location } from './difference';
import { at } from './difference';

export interface AuthOptions {
  adminRequired: boolean;
  apiKeyAllowed: boolean;
  optional: boolean;
}

type Value =
  | { kind: 'group'; prefix: string; auth: AuthOptions | undefined }
  | { kind: 'authBuilder'; options: AuthOptions }
  | { kind: 'auth'; options: AuthOptions }
  | { kind: 'other' };

export interface SourceRoute {
  method: string;
  /** OpenAPI style: `/api/users/{id}`. */
  path: string;
  auth: AuthOptions | undefined;
  where: Location;
}

const HTTP_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);
const DEFAULT_AUTH: AuthOptions = { adminRequired: true, apiKeyAllowed: true, optional: false };
const MODIFIERS: Record<string, Partial<AuthOptions>> = {
  WithAdminNotRequired: { adminRequired: false },
  WithApiKeyAuthDisabled: { apiKeyAllowed: false },
  WithSuccessOptional: { optional: true },
};
const OTHER: Value = { kind: 'other' };
/** Calls that make a gin engine (a router without a prefix). */
const ENGINE_CONSTRUCTORS = new Set(['gin.Default', 'gin.New']);

/** gin's `/users/:id/*path` -> `/users/{id}/{path}`, with `//` collapsed. */
function openApiPath(prefix: string, path: string): string {
  const joined = `${prefix}/${path}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
  return joined.replace(/[:*]([A-Za-z0-9_]+)/g, '{$1}');
}

interface Scope {
  fn: GoFunction;
  params: Map<string, Value>;
}

export function sourceRoutes(index: GoIndex): SourceRoute[] {
  const routes = new Map<string, SourceRoute>();
  const fieldTypes = new Map<string, string>();
  for (const struct of index.structs) for (const field of struct.fields) if (!fieldTypes.has(field.name)) fieldTypes.set(field.name, field.type);

  /** The function a call goes to, when it is declared in the indexed source. */
  function callee(call: GoNode, scope: Scope): GoFunction | undefined {
    const fn = call.childForFieldName('function');
    if (!fn) return undefined;
    if (fn.type === 'identifier') return index.functions.find(f => f.dir === scope.fn.dir && f.name === fn.text && !f.receiver);
    if (fn.type !== 'selector_expression') return undefined;
    const operand = fn.childForFieldName('operand');
    const name = fn.childForFieldName('field')?.text ?? '';
    if (!operand) return undefined;
    // pkg.Func(...)
    if (operand.type === 'identifier' && !scope.params.has(operand.text) && !scope.fn.params.some(p => p.name === operand.text)) {
      const fnInPkg = index.functions.find(f => f.pkg === operand.text && f.name === name && !f.receiver);
      if (fnInPkg) return fnInPkg;
    }
    // x.field.Method(...) or param.Method(...): the receiver's declared type names the method.
    let type: string | undefined;
    if (operand.type === 'selector_expression') type = fieldTypes.get(operand.childForFieldName('field')?.text ?? '');
    else if (operand.type === 'identifier') type = scope.fn.params.find(p => p.name === operand.text)?.type;
    if (!type) return undefined;
    const pkg = type.replace(/^[*&]+/, '').includes('.') ? type.replace(/^[*&]+/, '').split('.')[0] : scope.fn.pkg;
    return index.functions.find(f => f.receiver === bareTypeName(type!) && f.name === name && f.pkg === pkg);
  }

  /** The value of the local variable `name` in a function body, from its `:=` or `=`. */
  function local(name: string, scope: Scope, before: GoNode): GoNode | undefined {
    let found: GoNode | undefined;
    for (const decl of scope.fn.body.descendantsOfType(['short_var_declaration', 'assignment_statement', 'var_spec'])) {
      if (decl.startIndex > before.startIndex) break;
      const left = decl.childForFieldName('left')?.namedChildren ?? decl.childrenForFieldName('name');
      const right = decl.childForFieldName('right')?.namedChildren ?? decl.childForFieldName('value')?.namedChildren ?? [];
      left.forEach((n, i) => {
        if (n?.text === name && right[i]) found = right[i];
      });
    }
    return found;
  }

  /** A group variable's `name.Use(auth)` calls before `at` add their auth to its routes. */
  function withUse(at: GoNode, value: Value, scope: Scope, depth: number): Value {
    if (value.kind !== 'group') return value;
    let result = value;
    for (const call of scope.fn.body.descendantsOfType('call_expression')) {
      if (call.startIndex >= at.startIndex) break;
      const fn = call.childForFieldName('function');
      if (fn?.type !== 'selector_expression' || fn.childForFieldName('field')?.text !== 'Use' || fn.childForFieldName('operand')?.text !== at.text) continue;
      for (const arg of call.childForFieldName('arguments')?.namedChildren ?? []) {
        const used = evaluate(arg, scope, depth + 1);
        if (used.kind === 'auth') result = { ...result, auth: used.options };
      }
    }
    return result;
  }

  function evaluate(node: GoNode | null | undefined, scope: Scope, depth = 0): Value {
    if (!node || depth > 20) return OTHER;
    if (node.type === 'identifier') {
      const bound = scope.params.get(node.text);
      if (bound) return withUse(node, bound, scope, depth);
      const param = scope.fn.params.find(p => p.name === node.text);
      if (param?.type === '*gin.Engine') return { kind: 'group', prefix: '', auth: undefined };
      const value = local(node.text, scope, node);
      return value ? withUse(node, evaluate(value, scope, depth + 1), scope, depth) : OTHER;
    }
    if (node.type !== 'call_expression') return OTHER;
    const fn = node.childForFieldName('function');
    if (fn && ENGINE_CONSTRUCTORS.has(fn.text)) return { kind: 'group', prefix: '', auth: undefined };
    const args = node.childForFieldName('arguments')?.namedChildren ?? [];
    if (fn?.type !== 'selector_expression') return OTHER;
    const method = fn.childForFieldName('field')?.text ?? '';
    const operand = fn.childForFieldName('operand');
    if (method === 'NewAuthMiddleware') return { kind: 'authBuilder', options: { ...DEFAULT_AUTH } };
    const base = evaluate(operand, scope, depth + 1);
    if (method === 'Group' && base.kind === 'group') {
      const auth = args
        .slice(1)
        .map(a => evaluate(a, scope, depth + 1))
        .find(v => v.kind === 'auth');
      return { kind: 'group', prefix: openApiPath(base.prefix, stringLiteral(args[0]) ?? ''), auth: auth?.kind === 'auth' ? auth.options : base.auth };
    }
    if (base.kind === 'authBuilder' && MODIFIERS[method]) return { kind: 'authBuilder', options: { ...base.options, ...MODIFIERS[method] } };
    if (base.kind === 'authBuilder' && method === 'Add') return { kind: 'auth', options: base.options };
    return OTHER;
  }

  function walk(scope: Scope, stack: string[]): void {
    const key = `${scope.fn.file}:${scope.fn.name}`;
    if (stack.includes(key) || stack.length > 8) return;
    for (const call of scope.fn.body.descendantsOfType('call_expression')) {
      const fn = call.childForFieldName('function');
      const args = call.childForFieldName('arguments')?.namedChildren ?? [];
      const method = fn?.type === 'selector_expression' ? (fn.childForFieldName('field')?.text ?? '') : '';
      if (HTTP_METHODS.has(method) && stringLiteral(args[0]) !== undefined) {
        const group = evaluate(fn!.childForFieldName('operand'), scope);
        if (group.kind !== 'group') continue;
        const auth = args
          .slice(1)
          .map(a => evaluate(a, scope))
          .filter(v => v.kind === 'auth')
          .pop();
        const path = openApiPath(group.prefix, stringLiteral(args[0])!);
        const route = { method, path, auth: auth?.kind === 'auth' ? auth.options : group.auth, where: at(scope.fn.file, lineOf(call)) };
        if (!routes.has(`${method} ${path}`)) routes.set(`${method} ${path}`, route);
        continue;
      }
      const values = args.map(a => evaluate(a, scope));
      if (!values.some(v => v.kind === 'group')) continue;
      const target = callee(call, scope);
      if (!target) continue;
      const params = new Map<string, Value>();
      target.params.forEach((p, i) => {
        if (values[i] && values[i].kind !== 'other') params.set(p.name, values[i]);
      });
      walk({ fn: target, params }, [...stack, key]);
    }
  }

  // Since 1.x's later releases, the engine is passed in as a *gin.Engine; 1.0 made it in the function that registers the routes.
  const makesEngine = (fn: GoFunction) =>
    fn.body.descendantsOfType('call_expression').some(c => ENGINE_CONSTRUCTORS.has(c.childForFieldName('function')?.text ?? ''));
  for (const fn of index.functions) if (fn.params.some(p => p.type === '*gin.Engine') || makesEngine(fn)) walk({ fn, params: new Map() }, []);
  return [...routes.values()];
}
