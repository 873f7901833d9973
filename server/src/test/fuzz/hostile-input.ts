// The battery of hostile inputs: values for any position of a JSON body, path and query values, raw
// bodies with their content types, and junk headers. Each one answered 500 somewhere once, or is the
// kind of input a scanner sends on its first pass.

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

const deepObject = (levels: number): Json => {
  let value: Json = null;
  for (let i = 0; i < levels; i += 1) value = { a: value };
  return value;
};

/** Values put in place of the whole body. */
export const HOSTILE_VALUES: Json[] = [
  '\u0000',
  'a\u0000b',
  'x'.repeat(10_000),
  '',
  '   ',
  '0xc',
  '1e3',
  ' 12',
  '-1',
  '2147483648',
  '99999999999999999999',
  '\ud800',
  0,
  -1,
  1.5,
  2147483648,
  -2147483649,
  Number.MAX_SAFE_INTEGER + 2, // 9007199254740993 in a JSON body: beyond the integers a double holds exactly
  1e308,
  true,
  false,
  null,
  [],
  {},
  [null],
  [1, 'two', null],
  [{ name: 123 }],
  { a: { b: { c: null } } },
  deepObject(50),
];

/**
 * Values put in place of each field: NUL, too long, not an id, out of range, and every wrong type.
 * (A subset of the above: each request costs a token check on the database.)
 */
export const HOSTILE_FIELD_VALUES: Json[] = [
  '\u0000',
  'x'.repeat(10_000),
  '0xc',
  '2147483648',
  2147483648,
  1.5,
  true,
  null,
  [],
  {},
  [null],
  [{ name: 123 }],
  deepObject(50),
];

/** Identifiers in a path: only plain decimal numbers within the database's integer range are ids. */
export const HOSTILE_PATH_VALUES: string[] = [
  '0xc',
  '1e3',
  '%2012',
  '12%20',
  '+12',
  '-1',
  '0',
  '00012',
  '1.0',
  '2147483647',
  '2147483648',
  '99999999999999999999999',
  '-2147483649',
  'NaN',
  'Infinity',
  'null',
  '%00',
  '1%00',
  'a'.repeat(5_000),
  '%E0%A4%A',
  '%C0%AE%C0%AE',
  '..%2F..%2Fetc%2Fpasswd',
  '%F0%9F%98%80',
  "1'--",
];

/** Query values, each sent under every key the route declares. */
export const HOSTILE_QUERY_VALUES: string[] = [
  '%00',
  'a%00b',
  '0xc',
  '1e3',
  '-1',
  '99999999999999999999',
  'x'.repeat(5_000),
  '%E0%A4%A',
  'true%00',
  '',
];
/** Keys a route does not declare, each with a few values: they must be ignored or refused, never break. */
export const EXTRA_QUERY_KEYS = ['search', 'id', '__proto__', 'constructor'];
export const EXTRA_QUERY_VALUES = ['%00', '0xc', 'x'.repeat(5_000)];

/** Raw bodies and the content types they come with. */
export const HOSTILE_RAW_BODIES: { contentType?: string; payload: string | Buffer }[] = [
  { contentType: 'application/json', payload: '{' },
  { contentType: 'application/json', payload: '' },
  { contentType: 'application/json', payload: 'null' },
  { contentType: 'application/json', payload: '"\\u0000"' },
  { contentType: 'application/json', payload: '{"a":"\\u0000"}' },
  { contentType: 'application/json', payload: '['.repeat(100_000) + ']'.repeat(100_000) },
  { contentType: 'application/json', payload: '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000) },
  { contentType: 'application/json', payload: `{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}` },
  { contentType: 'application/json', payload: JSON.stringify(Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, i]))) },
  { contentType: 'application/json', payload: Buffer.from([0xff, 0xfe, 0x00, 0x7b]) },
  { contentType: 'application/json; charset=utf-16', payload: '{}' },
  { contentType: 'application/json', payload: 'x'.repeat(2 * 1024 * 1024) },
  { contentType: 'text/plain', payload: 'hello' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=b&c=%00' },
  { contentType: 'multipart/form-data; boundary=x', payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--' },
  { contentType: 'application/xml', payload: '<a/>' },
  { contentType: '\u00e9/json', payload: '{}' },
  { payload: '{}' },
];

/** Junk in the headers every signed-in call reads. */
export const HOSTILE_HEADERS: Record<string, string>[] = [
  { 'x-organization-id': 'abc' },
  { 'x-organization-id': '0xc' },
  { 'x-organization-id': '1e3' },
  { 'x-organization-id': '-1' },
  { 'x-organization-id': '99999999999999999999' },
  { 'x-organization-id': '' },
  { 'x-organization-id': 'x'.repeat(8_000) },
  { 'x-organization-context': 'x'.repeat(8_000) },
  { authorization: 'Bearer' },
  { authorization: 'Bearer x.y.z' },
  { authorization: `Bearer ${'a'.repeat(8_000)}` },
  { authorization: 'Basic YWRtaW46YWRtaW4=' },
  { cookie: `refresh_token=${'%00'.repeat(100)}` },
  { cookie: 'refresh_token=%E0%A4%A; other=\u00ff' },
];

/** A short name for a value in a failure report. */
export function describeValue(value: Json): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 30)}…(${text.length} chars)` : text;
}

export function clone<T extends Json>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** Paths of every field and element below the root. */
export function pathsOf(value: Json, prefix: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => [[...prefix, index], ...pathsOf(item, [...prefix, index])]);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [[...prefix, key], ...pathsOf(item, [...prefix, key])]);
  }
  return [];
}

export function setAt(value: Json, path: Path, replacement: Json): Json {
  if (path.length === 0) return replacement;
  const copy = clone(value) as Record<string | number, Json>;
  let cursor = copy;
  for (const key of path.slice(0, -1)) cursor = cursor[key] as Record<string | number, Json>;
  cursor[path[path.length - 1]!] = replacement;
  return copy as Json;
}

function getAt(value: Json, path: Path): Json {
  return path.reduce<Json>((cursor, key) => (cursor as Record<string | number, Json>)[key]!, value);
}

/** n copies of `item` with every string inside made unique (so duplicate rules do not stop them early). */
function uniqueCopies(item: Json, n: number): Json[] {
  const suffixed = (value: Json, i: number): Json => {
    if (typeof value === 'string') return `${value}${i}`;
    if (Array.isArray(value)) return value.map((v) => suffixed(v, i));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, suffixed(v, i)]));
    return value;
  };
  return Array.from({ length: n }, (_, i) => suffixed(item, i));
}

/** Every body the battery derives from one sample: each field replaced by each hostile value, and more. */
export function mutationsOf(sample: Json): { name: string; body: Json }[] {
  const out: { name: string; body: Json }[] = HOSTILE_VALUES.map((value) => ({ name: `body = ${describeValue(value)}`, body: value }));
  out.push({ name: 'body = 10,000 copies', body: Array.from({ length: 10_000 }, () => sample) });
  for (const path of pathsOf(sample)) {
    const here = getAt(sample, path);
    const at = path.join('.');
    HOSTILE_FIELD_VALUES.forEach((value) => out.push({ name: `${at} = ${describeValue(value)}`, body: setAt(sample, path, value) }));
    if (typeof here === 'string') {
      out.push({ name: `${at} + NUL`, body: setAt(sample, path, `${here}\u0000`) });
      out.push({ name: `NUL + ${at}`, body: setAt(sample, path, `\u0000${here}`) });
    }
    if (Array.isArray(here) && here.length > 0) {
      out.push({
        name: `${at} × 10,000`,
        body: setAt(
          sample,
          path,
          Array.from({ length: 10_000 }, () => here[0]!),
        ),
      });
      out.push({ name: `${at} × 10,000 distinct`, body: setAt(sample, path, uniqueCopies(here[0]!, 10_000)) });
      out.push({ name: `${at} × 10,000 minimal`, body: setAt(sample, path, minimalCopies(here[0]!, 10_000)) });
    }
  }
  return out;
}

/** n copies keeping only the first field of an object, made unique: the smallest valid rows. */
function minimalCopies(item: Json, n: number): Json[] {
  if (!item || typeof item !== 'object' || Array.isArray(item)) return uniqueCopies(item, n);
  const [key, value] = Object.entries(item).find(([, v]) => typeof v === 'string') ?? Object.entries(item)[0] ?? ['x', 'y'];
  return uniqueCopies({ [key]: value ?? null }, n);
}
