import { appSyncScalarRules } from './appsync-scalars';

const rules = (name: string) => {
  const found = appSyncScalarRules[name];
  if (!found) throw new Error(`no rules for ${name}`);
  return found;
};

describe('AppSync scalars', () => {
  it.each([
    [
      'AWSDate',
      ['2024-01-31', '1970-01-01Z', '2024-02-29+09:00'],
      ['2024-02-30', '2024-1-31', '31/01/2024', 20240131],
    ],
    ['AWSTime', ['12:30', '12:30:15', '12:30:15.123Z', '23:59:59-07:00'], ['24:00', '12:60', '1230', 'noon']],
    [
      'AWSDateTime',
      ['2024-01-31T12:30:00.000Z', '2024-01-31T12:30Z', '2024-01-31T12:30:00+09:00'],
      ['2024-01-31T12:30:00', '2024-01-31', '2024-02-30T00:00:00Z', 'yesterday'],
    ],
    ['AWSTimestamp', [0, 1706704200, -5], [1.5, '1706704200', null]],
    ['AWSEmail', ['member@example.com', 'a.b+c@sub.example.org'], ['member', 'a@b', 'a b@example.com']],
    [
      'AWSURL',
      ['https://example.com/a?b=c', 'mailto:member@example.com'],
      ['example.com', '//example.com', 'https//x'],
    ],
    [
      'AWSPhone',
      ['+82 10-1234-5678', '555-0100-123', '+1 (206) 555-0100'],
      ['12345', 'phone', '+82-10-abcd-5678'],
    ],
    [
      'AWSIPAddress',
      ['127.0.0.1', '10.0.0.0/8', '::1', '2001:db8::/32'],
      ['256.0.0.1', '10.0.0.0/33', 'localhost', '::1/129'],
    ],
  ] as const)(
    '%s accepts valid values and refuses invalid ones with a clear message',
    (name, valid, invalid) => {
      for (const value of valid) {
        expect(rules(name).parse(value)).toEqual(value);
        expect(rules(name).serialize(value)).toEqual(value);
      }
      for (const value of invalid) {
        expect(() => rules(name).parse(value)).toThrow(`Invalid ${name} value`);
        expect(() => rules(name).serialize(value)).toThrow(`Invalid ${name} value`);
      }
    },
  );

  it('AWSJSON arrives parsed in resolvers and leaves as a JSON string', () => {
    expect(rules('AWSJSON').parse('{"a":[1,2]}')).toEqual({ a: [1, 2] });
    expect(rules('AWSJSON').serialize({ a: [1, 2] })).toBe('{"a":[1,2]}');
    expect(rules('AWSJSON').serialize('{"a":1}')).toBe('{"a":1}');
    expect(() => rules('AWSJSON').parse('{not json')).toThrow('Invalid AWSJSON value');
    expect(() => rules('AWSJSON').parse({ a: 1 })).toThrow('a string holding JSON');
  });
});
