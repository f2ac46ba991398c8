import { screen } from '@testing-library/react';

/**
 * The page's headings as "h<level> <name>", in document order, checked to form an outline: one h1 first, and
 * no heading more than one level below the one before it (an h3 straight after the h1 skips a level).
 */
export function expectHeadingOutline(): string[] {
  const headings = screen.getAllByRole('heading').map((heading) => ({
    level: Number(heading.getAttribute('aria-level') ?? heading.tagName.slice(1)),
    name: heading.textContent ?? '',
  }));
  const outline = headings.map((h) => `h${h.level} ${h.name}`);
  expect(headings[0]?.level).toBe(1);
  headings.forEach((heading, index) => {
    const before = headings[index - 1];
    if (before && heading.level > before.level + 1) {
      throw new Error(`The outline skips a level at "${heading.name}": ${outline.join(' / ')}`);
    }
  });
  return outline;
}
