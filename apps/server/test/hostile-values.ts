import fc from 'fast-check';

/** The parts of an OpenAPI operation the fuzzer reads. */
export interface OpenApiSchema {
  type?: string;
  enum?: unknown[];
  properties?: Record<string, OpenApiSchema>;
  items?: OpenApiSchema;
}
export interface Operation {
  method: string;
  path: string;
  params: { name: string; in: string; required?: boolean; schema?: OpenApiSchema }[];
  bodyProps: Record<string, OpenApiSchema>;
  answersFiles: boolean;
}

/** Inputs that broke this server or servers like it: bytes, encodings, injections, sizes. */
const nasty = [
  '\u0000',
  'a\u0000b',
  '\u001b[31m',
  '\ud800',
  "' OR '1'='1' --",
  '1; drop table volunteers',
  '../../../../etc/passwd',
  '%00',
  '%',
  '<script>alert(1)</script>',
  '{{7*7}}${7*7}',
  '9'.repeat(40),
  '-1',
  '0',
  '1e309',
  'NaN',
  'Infinity',
  '2026-02-30',
  '9999-99-99T99:99:99Z',
  '𠮷'.repeat(300),
  'x'.repeat(5000),
  '',
  ' ',
  'null',
  'true',
  '__proto__',
  'constructor',
];

export const hostileString = fc.oneof(
  fc.constantFrom(...nasty),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  fc.integer(),
  fc.constantFrom(-1, 0, 2 ** 53, -(2 ** 63), 1.5, 1e308),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 2 }),
  fc.constant({ __proto__: { isAdmin: true } }),
);

/** Mostly hostile, sometimes what the schema expects, so checks past validation run too. */
export function valueFor(schema: OpenApiSchema | undefined): fc.Arbitrary<unknown> {
  const plausible: fc.Arbitrary<unknown> = schema?.enum?.length
    ? fc.constantFrom(...schema.enum)
    : schema?.type === 'integer' || schema?.type === 'number'
      ? fc.integer({ min: -2, max: 1_000_000_000 })
      : schema?.type === 'boolean'
        ? fc.boolean()
        : schema?.type === 'array'
          ? fc.array(valueFor(schema.items), { maxLength: 3 })
          : fc.constantFrom('1', '2', 'abc', '2026-11-20');
  return fc.oneof({ weight: 3, arbitrary: hostileValue }, { weight: 1, arbitrary: plausible });
}

/** Every field of the operation may be present, missing or hostile. */
export function fieldsFor(props: Record<string, OpenApiSchema>) {
  const entries = Object.entries(props);
  return fc.record(Object.fromEntries(entries.map(([k, s]) => [k, valueFor(s)])), {
    requiredKeys: [],
  });
}

/** How the body travels: JSON (the usual), a form, or a malformed or mislabelled body. */
export const bodyShape = fc.constantFrom(
  'json',
  'json',
  'json',
  'form',
  'multipart-no-boundary',
  'multipart-truncated',
  'bad-json',
  'text',
);

export function readOperations(doc: {
  paths: Record<string, Record<string, Record<string, unknown>>>;
}): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const body = (op.requestBody as { content?: Record<string, { schema?: OpenApiSchema }> })
        ?.content;
      const ok = (op.responses as Record<string, { content?: Record<string, unknown> }>)?.['200'];
      ops.push({
        method: method.toUpperCase(),
        path,
        params: (op.parameters as Operation['params']) ?? [],
        bodyProps: Object.values(body ?? {})[0]?.schema?.properties ?? {},
        answersFiles: !ok?.content?.['application/json'],
      });
    }
  }
  return ops;
}
