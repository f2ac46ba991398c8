import { readTags, textOfTags } from './post-tags';

describe("the editor's tags field", () => {
  it('holds comma-separated tags, trimmed, a leading # dropped, empty ones left out', () => {
    expect(readTags(' travel, #서울 ,, food ,')).toEqual({ tags: ['travel', '서울', 'food'] });
    expect(readTags('')).toEqual({ tags: [] });
    expect(textOfTags(['travel', '서울'])).toBe('travel, 서울');
    expect(textOfTags(undefined)).toBe('');
  });

  it('says what the contract would refuse: too many, too long, a # inside, the same tag twice', () => {
    const eleven = Array.from({ length: 11 }, (_, n) => `t${n}`).join(',');
    expect(readTags(eleven).problem).toBe('Use at most 10 tags (there are 11).');
    expect(readTags(`ok, ${'x'.repeat(31)}`).problem).toBe(
      `The tag “${'x'.repeat(31)}” must be at most 30 characters.`,
    );
    expect(readTags('c#sharp').problem).toBe('The tag “c#sharp” must not hold a comma, # or ".');
    expect(readTags('Travel, ｔｒａｖｅｌ').problem).toBe('The tag “ｔｒａｖｅｌ” is there twice.');
    expect(readTags(Array.from({ length: 10 }, (_, n) => `t${n}`).join(',')).problem).toBeUndefined();
  });
});
