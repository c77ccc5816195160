import v8 from 'node:v8';

/**
 * Whether two objects share V8's hidden class (for tests of code that builds an object per
 * answer: a class per object is memory the old generation keeps until a full collection).
 * V8's intrinsics are enabled for functions compiled from here on; nothing else reads them.
 */
v8.setFlagsFromString('--allow-natives-syntax');
const haveSameMap = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (
  a: object,
  b: object,
) => boolean;

/**
 * Builds `calls` objects with `build` after as many uncounted ones (V8 changes how a call site
 * builds its object once it is warm, after about ten calls, and a field's first values may widen
 * its class once) and answers how many got a hidden class other than the one before.
 */
export function hiddenClassChanges(build: (i: number) => object, calls = 200): number {
  let changes = 0;
  let previous: object | undefined;
  for (let i = 0; i < 2 * calls; i++) {
    const built = build(i);
    if (i > calls && previous && !haveSameMap(built, previous)) changes++;
    previous = built;
  }
  return changes;
}
