// Product constants for the dynamic form (README.md, "Fixed by the product"). They live in one place so a
// test or a screen can refer to the number the product fixes instead of repeating it.

/** Rows of a text area. */
export const TEXT_AREA_ROWS = 5;

/** Default space between the fields of a section, in pixels. */
export const FIELD_GAP_PX = 8;

/**
 * Pause after which typing in an open select menu starts a new search. MUI's MenuList implements
 * type-ahead itself with exactly this 500 ms reset (hard-coded, not configurable); the constant documents the
 * contract and the select test pins MUI's behaviour to it, so an MUI upgrade that changes it fails loudly.
 */
export const MENU_TYPE_AHEAD_RESET_MS = 500;

/** Closest a select menu may come to the window edge, in pixels (passed to MUI Popover). */
export const POPOVER_MARGIN_THRESHOLD = 16;

/** Height limit of the inline image preview of a file field. */
export const FILE_PREVIEW_INLINE_MAX_HEIGHT = '28px';

/** Height limit of the image in the preview dialog. */
export const FILE_PREVIEW_DIALOG_MAX_HEIGHT = '90vh';

/** Width of the form's dialogs, in pixels. */
export const DIALOG_WIDTH_PX = 320;

/** The radio group label the product fixes; used when a radio field has no label of its own. */
export const DEFAULT_RADIO_LABEL = 'Gender';

/** Value of the 'All' entry a select gets with `hasAll`. */
export const SELECT_ALL_VALUE = 'all';

/** Value of the 'None' entry a select gets with `hasNone`. */
export const SELECT_NONE_VALUE = '';
