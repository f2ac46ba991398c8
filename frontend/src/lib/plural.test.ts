import { nounFor, plural } from './plural';

describe('plural', () => {
  it('uses the singular for exactly one and the plural for every other count', () => {
    expect(plural(1, 'view')).toBe('1 view');
    expect(plural(0, 'view')).toBe('0 views');
    expect(plural(2, 'view')).toBe('2 views');
    expect(plural(-1, 'point')).toBe('-1 points');
  });

  it('takes an irregular plural', () => {
    expect(plural(1, 'reply', 'replies')).toBe('1 reply');
    expect(plural(5, 'reply', 'replies')).toBe('5 replies');
  });

  it('writes thousands separators', () => {
    expect(plural(1200, 'member')).toBe('1,200 members');
  });

  it('gives the noun alone for a number shown apart from it', () => {
    expect(nounFor(1, 'member')).toBe('member');
    expect(nounFor(7, 'member')).toBe('members');
    expect(nounFor(7, 'sub-menu')).toBe('sub-menus');
  });
});
