/** URL slugs for API tags and operations. */

const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'ae',
  ø: 'o',
  Ø: 'o',
  œ: 'oe',
  Œ: 'oe',
  ł: 'l',
  Ł: 'l',
  đ: 'd',
  Đ: 'd',
  ð: 'd',
  Ð: 'd',
  þ: 'th',
  Þ: 'th',
  ı: 'i',
};

/**
 * Kebab-case slug: lower-case ASCII; apostrophes removed ("User's" -> "users");
 * accented letters transliterated where simple (é -> e, ß -> ss), other non-ASCII dropped;
 * every run of characters outside `[a-z0-9]` becomes one `-`; leading/trailing `-` trimmed.
 * camelCase is not split ("getUserById" -> "getuserbyid"), so the rule stays predictable.
 */
export function kebabCase(text: string): string {
  return text
    .replace(/[ßæÆøØœŒłŁđĐðÐþÞı]/g, c => SPECIAL_LETTERS[c] ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’‘ʼ`]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** What `assignOperationSlugs` needs to know about one operation. */
export interface SlugSource {
  summary?: string | null;
  operationId?: string | null;
  method: string;
  path: string;
}

export interface SlugAssignment {
  /** One slug per input, same order. */
  slugs: string[];
  /** Human-readable notes about collisions that were resolved with a suffix. */
  warnings: string[];
}

function describe(op: SlugSource): string {
  return `${op.method.toUpperCase()} ${op.path}`;
}

/**
 * Base slug: from summary, else operationId, else `method-path`.
 * @internal Exported for its tests; production uses it in this file only.
 */
export function baseOperationSlug(op: SlugSource): string {
  for (const candidate of [op.summary, op.operationId]) {
    if (typeof candidate === 'string') {
      const slug = kebabCase(candidate);
      if (slug) return slug;
    }
  }
  return kebabCase(`${op.method} ${op.path.replace(/[{}]/g, '')}`) || 'operation';
}

/**
 * Unique, stable slugs for tags (document order). Duplicates get `-2`, `-3`, ... with a warning.
 */
export function assignTagSlugs(names: string[], reserved: Iterable<string> = []): SlugAssignment {
  const used = new Set<string>(reserved);
  const warnings: string[] = [];
  const slugs = names.map(name => {
    const base = kebabCase(name) || 'tag';
    const slug = uniqueSlug(base, used);
    if (slug !== base) warnings.push(`Tag "${name}" would have slug "${base}", which is already used; using "${slug}".`);
    return slug;
  });
  return { slugs, warnings };
}

/**
 * Unique, stable slugs for operations, in document order.
 * `reserved` are slugs already taken at the same URL level (the tag slugs): they win,
 * and a clashing operation gets a suffix. Collisions produce a warning each.
 */
export function assignOperationSlugs(ops: SlugSource[], reserved: Iterable<string> = []): SlugAssignment {
  const reservedSet = new Set(reserved);
  const used = new Set<string>(reservedSet);
  const firstOwner = new Map<string, string>();
  const warnings: string[] = [];
  const slugs = ops.map(op => {
    const base = baseOperationSlug(op);
    const slug = uniqueSlug(base, used);
    if (slug !== base) {
      const clash = reservedSet.has(base) && !firstOwner.has(base) ? `the tag page "${base}"` : `${firstOwner.get(base) ?? 'another page'}`;
      warnings.push(`Operation ${describe(op)}: slug "${base}" clashes with ${clash}; using "${slug}".`);
    } else {
      firstOwner.set(slug, describe(op));
    }
    return slug;
  });
  return { slugs, warnings };
}

function uniqueSlug(base: string, used: Set<string>): string {
  let slug = base;
  for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
  used.add(slug);
  return slug;
}
