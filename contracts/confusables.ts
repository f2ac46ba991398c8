/**
 * The confusable-folded form of a nickname, so that `Аdmin` (Cyrillic А) cannot sit beside `admin`: two
 * nicknames with the same skeleton are one nickname. This is the skeleton of Unicode's UTS #39 (section 4:
 * map each character to its prototype, with NFD around the mapping), applied after NFKC and lower-casing
 * (fullwidth and mathematical letters become plain ones, case differences vanish), with the prototypes of
 * the scripts that are mistaken for Latin in practice: Cyrillic, Greek, Armenian, Latin look-alikes
 * (dotless i, long s…) and digits that read as letters; accents on Latin, Greek and Cyrillic letters are
 * dropped too (`Jösé` is `jose`). Capital I and small l are one glyph in the site's sans-serif font, so `AIice`
 * must be `Alice`; as the comparison also ignores case, i, I, l, 1 and | are one letter here (`Ali` and `All`
 * collide: a false "taken" is a nuisance, a look-alike name is an impersonation). No npm package fitted: the maintained
 * ones fold only to English (and turn Hangul jamo into Latin), the UTS #39 data packages are unmaintained and
 * 100 KB, a third of the 300 KB each Lambda bundle is held to (docs/performance.md, "Lambda bundles"); only the
 * functions that claim or check a nickname carry this table, the web app never folds names. Hangul, Han and kana are left as they are.
 */
const PROTOTYPES: Readonly<Record<string, string>> = {
  // Cyrillic (lower case; upper case is lowered before mapping)
  а: 'a',
  в: 'b',
  г: 'r',
  д: 'a',
  е: 'e',
  ё: 'e',
  з: '3',
  и: 'u',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  п: 'n',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ь: 'b',
  ѕ: 's',
  і: 'l',
  ї: 'l',
  ј: 'j',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  һ: 'h',
  ӏ: 'l',
  ү: 'y',
  ѵ: 'v',
  ɡ: 'g',
  ө: 'o',
  ҫ: 'c',
  ԍ: 'g',
  ԧ: 'h',
  // Greek
  α: 'a',
  β: 'b',
  γ: 'y',
  ε: 'e',
  η: 'n',
  ι: 'l',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
  ϲ: 'c',
  ϳ: 'j',
  ζ: 'z',
  μ: 'u',
  // Armenian
  օ: 'o',
  ս: 'u',
  ց: 'g',
  հ: 'h',
  ո: 'n',
  զ: 'q',
  ա: 'w',
  ե: 'e',
  // Latin look-alikes and digits; i joins l (above)
  i: 'l',
  ı: 'l',
  ȷ: 'j',
  ſ: 'f',
  ɩ: 'l',
  ʟ: 'l',
  ɑ: 'a',
  ǀ: 'l',
  '0': 'o',
  '1': 'l',
  '|': 'l',
  '5': 's',
};

/** Letters UTS #39 maps to two: `m` reads as `rn`, `d` as `cl` (compared the other way round here). */
const SEQUENCES: ReadonlyArray<readonly [RegExp, string]> = [
  [/rn/g, 'm'],
  [/cl/g, 'd'],
];

const IGNORABLE = /[\p{Default_Ignorable_Code_Point}\p{White_Space}]/gu;
/** Accents of the Latin, Greek and Cyrillic letters (kana voicing marks and Indic vowel signs stay). */
const COMBINING = /[\u0300-\u036F]/g;

/** The form nickname uniqueness compares: equal skeletons look alike. */
export function confusableSkeleton(text: string): string {
  const folded = text.normalize('NFKC').toLowerCase().replace(IGNORABLE, '').normalize('NFD');
  let mapped = '';
  for (const char of folded) mapped += PROTOTYPES[char] ?? char;
  // An accent on a Latin letter does not make another name (é/e); Hangul, kana and Indic marks are kept.
  let skeleton = mapped.normalize('NFD');
  for (const [pattern, prototype] of SEQUENCES) skeleton = skeleton.replace(pattern, prototype);
  return skeleton.replace(COMBINING, '').normalize('NFC');
}
