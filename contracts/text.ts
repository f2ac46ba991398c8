import * as z from 'zod/mini';
import './zod-locale';

/**
 * Human text, one rule for every schema that takes it (titles, bodies, comments, messages, nicknames, menu,
 * board and site names; docs/architecture.md, "Input hygiene"):
 * - stored NFC-normalised (a decomposed 한 and a composed 한 are one text), single lines trimmed;
 * - refused: broken UTF-16 (a lone surrogate, which DynamoDB and JSON parsers elsewhere reject or mangle),
 *   NUL and other control characters (newline, tab and carriage return are allowed in multi-line text only),
 *   and the bidirectional embeddings, overrides and isolates that make a text read differently from what it
 *   is (`txt.exe` shown for `exe.txt`); every text node and attribute of a rich-text body is held to the same
 *   rule (`characterProblem`, contracts/rich-text.ts);
 * - a required text needs a visible character: whitespace, zero-width and other default-ignorable characters
 *   (U+200B, U+3164 Hangul filler, U+2800 braille blank…) alone are not a title.
 */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const CONTROL = /\p{Cc}/u;
/** Controls other than tab, line feed and carriage return. */
const CONTROL_IN_MULTILINE = /(?![\t\n\r])\p{Cc}/u;
/** Embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069). */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
const INVISIBLE = /[\p{White_Space}\p{Default_Ignorable_Code_Point}\u2800]/gu;
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;

export const isWellFormed = (text: string): boolean => !LONE_SURROGATE.test(text);
export const hasVisibleCharacter = (text: string): boolean => VISIBLE.test(text.replace(INVISIBLE, ''));

const BROKEN = 'must not contain broken characters';
const CONTROLS = 'must not contain control characters';
const DIRECTION = 'must not contain text-direction overrides';
const VISIBLE_NEEDED = 'must contain a visible character';

/**
 * Why a run of text breaks the character rule above (broken, control or direction characters), or null when
 * it keeps it. `multiLine` allows tab, line feed and carriage return.
 */
export function characterProblem(text: string, multiLine: boolean): string | null {
  if (!isWellFormed(text)) return BROKEN;
  if ((multiLine ? CONTROL_IN_MULTILINE : CONTROL).test(text)) return CONTROLS;
  if (BIDI_CONTROL.test(text)) return DIRECTION;
  return null;
}

export interface SingleLineOptions {
  /** Most characters (UTF-16 code units, as the rest of the contracts count). */
  readonly max: number;
  /** Fewest characters after trimming; 0 allows an empty text (which then needs no visible character). */
  readonly min?: number;
  readonly maxMessage?: string;
}

/** A name, title or other one-line text. */
export function singleLineText({ max, min = 1, maxMessage }: SingleLineOptions) {
  return z.string().check(
    z.refine(isWellFormed, BROKEN),
    z.normalize('NFC'),
    z.trim(),
    z.minLength(min, min <= 1 ? 'is required' : `must be at least ${min} characters`),
    z.maxLength(max, maxMessage ?? `must be at most ${max} characters`),
    z.refine((text) => !CONTROL.test(text), CONTROLS),
    z.refine((text) => !BIDI_CONTROL.test(text), DIRECTION),
    z.refine((text) => text === '' || hasVisibleCharacter(text), VISIBLE_NEEDED),
  );
}

export interface MultiLineOptions {
  /** Most UTF-8 bytes (as DynamoDB counts them), or characters. */
  readonly maxBytes?: number;
  readonly maxChars?: number;
  /** An empty text is allowed (e.g. a description); default: required, with a visible character. */
  readonly optional?: boolean;
  /** Leading and trailing whitespace removed (a chat message); default: kept as written. */
  readonly trim?: boolean;
}

const utf8Bytes = (value: string) => new TextEncoder().encode(value).length;

/** A post, comment or message body: newlines and tabs allowed, kept as written apart from NFC. */
export function multiLineText({ maxBytes, maxChars, optional = false, trim = false }: MultiLineOptions) {
  const checks: z.core.$ZodCheck<string>[] = [z.refine(isWellFormed, BROKEN), z.normalize('NFC')];
  if (trim) checks.push(z.trim());
  checks.push(
    z.refine((text: string) => optional || text.trim().length > 0, 'is required'),
    z.refine((text: string) => !CONTROL_IN_MULTILINE.test(text), CONTROLS),
    z.refine((text: string) => !BIDI_CONTROL.test(text), DIRECTION),
    z.refine((text: string) => (optional && text.trim() === '') || hasVisibleCharacter(text), VISIBLE_NEEDED),
  );
  if (maxBytes !== undefined) {
    checks.push(
      z.refine(
        (text: string) => utf8Bytes(text) <= maxBytes,
        maxBytes % 1024 === 0 ? `must be at most ${maxBytes / 1024} KB` : `must be at most ${maxBytes} bytes`,
      ),
    );
  }
  if (maxChars !== undefined) checks.push(z.maxLength(maxChars, `must be at most ${maxChars} characters`));
  return z.string().check(...checks);
}
