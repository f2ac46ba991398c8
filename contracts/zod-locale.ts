/**
 * The contracts use `zod/mini`, zod's tree-shakable API: a Lambda bundle or the web app's entry chunk then
 * carries only the checks it uses (the classic `z` object pulls in all of zod and its 40+ locales). Unlike
 * the classic API, `zod/mini` loads no locale, so a check without its own message would say only "Invalid
 * input". This module restores the classic English messages ("Too small: expected string to have >=1
 * characters", "Unrecognized key: …") that the APIs answer with and the forms show.
 *
 * Rule: every module that builds or parses zod schemas imports this module for its side effect, next to
 * `import * as z from 'zod/mini'` (a namespace import: re-exporting `z` from one module would defeat the
 * tree-shaking this is for).
 */
import { config } from 'zod/mini';
import { en } from 'zod/locales';

config(en());
