/**
 * `{ ...base, ...fields }` for objects built once per answer, written so that V8 reuses one
 * hidden class for them. In Node 20's V8 an object made by a spread that then gains a property
 * (in the literal or afterwards) gets a hidden class of its own every time: each answer built
 * that way left its class and property descriptors, about 2 kB, in the old generation, which
 * filled it and brought the full collections the province's reads felt in their p99
 * (docs/performance.md, fifteenth session). Copying onto an empty object walks transitions V8
 * shares between calls. Like the spread, `base` is left as it is.
 */
export function withFields<B extends object, F extends object>(
  base: B,
  fields: F,
): Omit<B, keyof F> & F {
  return Object.assign({}, base, fields);
}
