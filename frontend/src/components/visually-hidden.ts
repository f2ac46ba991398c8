/**
 * Present for screen readers, speech input and tests, invisible on screen (style or sx of an element): a
 * status line, a native input behind a visible button, a toolbar button's words.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
