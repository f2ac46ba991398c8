import { emptyStringsToUndefined } from './empty-strings-to-undefined';

describe('emptyStringsToUndefined', () => {
  it('replaces empty strings at any depth and keeps everything else', () => {
    const file = new File(['x'], 'a.txt');
    const date = new Date(0);

    expect(
      emptyStringsToUndefined({
        name: '',
        nick: ' ',
        tags: ['', 'a'],
        address: { city: '', zip: '06000' },
        count: 0,
        off: false,
        none: null,
        file,
        date,
      }),
    ).toEqual({
      name: undefined,
      nick: ' ',
      tags: [undefined, 'a'],
      address: { city: undefined, zip: '06000' },
      count: 0,
      off: false,
      none: null,
      file,
      date,
    });
  });

  it('does not change its input', () => {
    const values = { name: '' };
    emptyStringsToUndefined(values);
    expect(values).toEqual({ name: '' });
  });
});
