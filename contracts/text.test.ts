import fc from 'fast-check';
import { confusableSkeleton } from './confusables';
import { isReservedNickName, nickNameClaimKey, nickNameSchema } from './member';
import { commentBodySchema, postTitleSchema } from './post';
import { hasVisibleCharacter, multiLineText, singleLineText } from './text';

const title = singleLineText({ max: 200 });
const body = multiLineText({ maxBytes: 1024 });

describe('human text (contracts/text.ts)', () => {
  it('stores text NFC-normalised and single lines trimmed', () => {
    expect(title.parse('  \u1112\u1161\u11ab  ')).toBe('한');
    expect(body.parse('e\u0301\nline two')).toBe('é\nline two');
  });

  it.each([
    ['a lone high surrogate', 'Hi \uD83D there'],
    ['a lone low surrogate', '\uDE00 hi'],
    ['NUL', 'Hi\u0000'],
    ['a control character', 'Hi\u0007'],
    ['a newline in a single line', 'Hi\nthere'],
    ['a tab in a single line', 'Hi\tthere'],
    ['a direction override', 'Hi \u202Etxt.exe'],
    ['only spaces', '   '],
    ['only zero-width characters', '\u200B\u200C\u200D\uFEFF'],
    ['only Hangul fillers', '\u3164\u3164'],
    ['only a braille blank', '\u2800'],
    ['only combining marks', '\u0301\u0301'],
    ['only a word joiner and soft hyphens', '\u2060\u00AD'],
  ])('refuses %s in a title', (_name, value) => {
    expect(title.safeParse(value).success).toBe(false);
    expect(postTitleSchema.safeParse(value).success).toBe(false);
  });

  it('keeps emoji, Hangul, kana and a ZWJ sequence in a title', () => {
    for (const value of ['👩‍💻 개발 일지', 'がっこう', 'Ünïcödé', '100%', '?!'])
      expect(title.parse(value)).toBe(value.normalize('NFC'));
  });

  it('allows newlines and tabs in bodies but no other controls, direction overrides, broken text or invisible-only bodies', () => {
    expect(body.parse('line one\n\tindented\r\nthree')).toBe('line one\n\tindented\r\nthree');
    for (const value of [
      'a\u0000b',
      'a\u001Bb',
      'a\uD800b',
      '\n\n\t',
      '\u200B\n\u3164',
      'a\u0085b',
      'a\u202Eb',
    ])
      expect(body.safeParse(value).success).toBe(false);
    expect(commentBodySchema.safeParse('\u200B').success).toBe(false);
  });

  it('never accepts text without a visible character, or with a lone surrogate or NUL (any input)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (value) => {
        const parsed = title.safeParse(value);
        if (!parsed.success) return;
        expect(hasVisibleCharacter(parsed.data)).toBe(true);
        expect(parsed.data).not.toMatch(/\p{Cc}/u);
        expect(parsed.data).toBe(parsed.data.normalize('NFC'));
        expect(() => encodeURIComponent(parsed.data)).not.toThrow();
      }),
      { numRuns: 2000 },
    );
  });
});

describe('nickname skeletons (contracts/confusables.ts)', () => {
  it.each([
    ['Аdmin', 'Cyrillic А'],
    ['аdmіn', 'Cyrillic а and і'],
    ['ADMIN', 'upper case'],
    ['ａｄｍｉｎ', 'fullwidth letters'],
    ['𝐚𝐝𝐦𝐢𝐧', 'mathematical bold letters'],
    ['adrnin', 'rn for m'],
    ['αdmin', 'Greek alpha'],
    ['ádmín', 'accents'],
    ['ad\u200Bmin', 'a zero-width space'],
  ])('%s (%s) claims the same nickname as admin', (lookalike) => {
    expect(nickNameClaimKey(lookalike)).toBe(nickNameClaimKey('admin'));
  });

  it.each([
    ['AIice', 'Alice', 'a capital I for l'],
    ['aIice', 'alice', 'a capital I for l, lower case'],
    ['AL1CE', 'alice', 'a one for i'],
    ['ıvan', 'Ivan', 'a dotless i'],
  ])('%s claims the same nickname as %s (%s)', (lookalike, name) => {
    expect(nickNameClaimKey(lookalike)).toBe(nickNameClaimKey(name));
  });

  it('reserves admin, 관리자, 운영자, Guest, System and their look-alikes, whole names only', () => {
    for (const name of ['admin', 'Аdmіn', 'ADM1N', '관리자', '운영자', 'GUEST', 'system', 'Sy5tem'])
      expect(isReservedNickName(name)).toBe(true);
    expect(isReservedNickName('관리자', [])).toBe(true);
    expect(isReservedNickName('Mod', ['mod'])).toBe(true);
    for (const name of ['admin2', 'Adminton', '관리자님', '김민준', 'Alice'])
      expect(isReservedNickName(name)).toBe(false);
  });

  it('keeps different names apart, in every script', () => {
    const distinct = [
      'admin',
      'admins',
      'adnim',
      '김민준',
      '김민주',
      'がっこう',
      'かっこう',
      '王小明',
      'Kim1',
      'Kim2',
    ];
    expect(new Set(distinct.map(confusableSkeleton)).size).toBe(distinct.length);
  });

  it('refuses invisible or format characters in a nickname', () => {
    for (const value of ['\u3164\u3164', 'ad\u200Bmin', 'ab\u202E', '\uD800ab']) {
      expect(nickNameSchema.safeParse(value).success).toBe(false);
    }
    expect(nickNameSchema.parse(' 새벽 ')).toBe('새벽');
  });
});
