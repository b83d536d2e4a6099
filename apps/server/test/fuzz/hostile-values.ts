import fc from 'fast-check';

/**
 * Values a careless or hostile client sends where the API expects something sensible. Each
 * group names the kind of mistake it stands for, so a failing case reads as a story.
 */

/** Dates that look like dates but do not exist, or sit outside the portal's years. */
export const impossibleDate = fc.constantFrom(
  '2099-02-30',
  '2099-13-45',
  '2023-02-29',
  '2024-00-10',
  '0000-00-00',
  '1899-12-31',
  '2101-01-01',
  '99999-01-01',
  '2024-1-1',
  '2024-02-29T25:61:00Z',
  '31/12/2024',
);

/** Characters databases, drivers and terminals are known to choke on. */
const trickyText = fc.constantFrom(
  '\u0000',
  'before\u0000after',
  '\ud800',
  'lone low \udfff surrogate',
  'cut emoji \ud83d',
  '👩🏽‍💻🎉 emoji and ZWJ sequences',
  '\u202eRTL override fdp.exe',
  'مرحبا بالعالم',
  'עברית',
  'zero\u200bwidth',
  'e\u0301\u0301\u0301 combining',
  "'; drop table employees; --",
  '%_\\ like wildcards',
  '<script>alert(1)</script>',
  '=HYPERLINK("http://example.com")',
  '   ',
  '\r\n\t',
  '\uffff\ufffe',
);

/** Strings well past every limit the portal has (the largest is 4096 characters). */
const hugeText = fc.constantFrom('a'.repeat(100_000), '🎉'.repeat(20_000), 'x'.repeat(4_097));

/** Ids that are not ids: the nil uuid, malformed ones, paths and injection attempts. */
export const garbageId = fc.constantFrom(
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'not-a-uuid',
  '123',
  '-1',
  '0',
  '1e9',
  '../../etc/passwd',
  "1' or '1'='1",
  'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  'ZZZZZZZZZZZZZZZ',
);

/** Any text at all: every code point, half surrogates included. */
const anyText = fc.string({ unit: 'binary', maxLength: 40 });

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  trickyText,
  hugeText,
  impossibleDate,
  garbageId,
  anyText,
  fc.uuid().map((id) => id.toUpperCase()),
  fc.uuid().map((id) => ` ${id} `),
);

/** JSON values of the wrong type for almost any field. */
const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, [], {}),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }),
  fc.constant(Array.from({ length: 1000 }, () => ({ deep: [1, 'two', null] }))),
);

/** Any value a field might wrongly receive. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(hostileString, wrongType);

/** Bodies that are not the JSON object the API expects, sent as JSON anyway. */
export const hostileJsonText = fc.constantFrom(
  '',
  '{',
  '{"a":',
  'null',
  '"just a string"',
  '42',
  '[]',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '"\\ud800"',
  '{"x":"\\u0000"}',
  '['.repeat(5_000) + ']'.repeat(5_000),
  '\u0000',
);

/**
 * Bodies under a content type the route does not take, or a broken one: forms, XML, JSON in
 * another charset, multipart without its boundary or cut short, JSON nested past any sense.
 */
export const strayContentBody = fc.constantFrom(
  { contentType: 'application/x-www-form-urlencoded', text: 'description=x&description=y&a[b]=c' },
  {
    contentType: 'application/xml',
    text: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
  },
  { contentType: 'application/json; charset=utf-16', text: '{"description":"x"}' },
  { contentType: 'application/json;;;', text: '{}' },
  { contentType: 'multipart/form-data', text: '--x\r\n' },
  {
    contentType: 'multipart/form-data; boundary=b',
    text: '--b\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF',
  },
  { contentType: 'multipart/form-data; boundary=b', text: '--b--\r\n' },
  { contentType: 'application/json', text: `${'{"a":'.repeat(3_000)}1${'}'.repeat(3_000)}` },
  { contentType: 'application/octet-stream', text: '\u0000\u0001\u0002' },
);

/** A body just over the server's 1 MiB limit. */
export const oversizedBody = () => JSON.stringify({ description: 'a'.repeat(1_048_577) });

/** URL text that is not valid percent-encoding, or that means something to path resolution. */
export const rawUrlGarbage = fc.constantFrom(
  '%',
  '%zz',
  '%E0%A4%A',
  '%00',
  '%FF%FE',
  '..',
  '.',
  '%2e%2e%2f',
  ';',
);
