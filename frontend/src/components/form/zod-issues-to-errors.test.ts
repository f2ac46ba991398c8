import { z } from 'zod';
import { zodIssuesToErrors } from './zod-issues-to-errors';

describe('zodIssuesToErrors', () => {
  it('keys messages by field path, the first issue per path winning', () => {
    const schema = z.object({
      email: z.string().min(3, { error: 'Too short' }).email({ error: 'Not an email' }),
      address: z.object({ city: z.string({ error: 'City is missing' }) }),
      tags: z.array(z.string().min(2, { error: 'Tag too short' })),
    });
    const result = schema.safeParse({ email: 'a', address: {}, tags: ['ok', 'x'] });
    if (result.success) throw new Error('expected issues');

    expect(zodIssuesToErrors(result.error.issues)).toEqual({
      email: 'Too short',
      address: { city: 'City is missing' },
      tags: [undefined, 'Tag too short'],
    });
  });

  it('keeps errors found before and drops issues without a field', () => {
    const issues = [
      { path: [], message: 'Whole form' },
      { path: ['name'], message: 'From schema' },
      { path: ['age'], message: 'Too young' },
    ];

    expect(zodIssuesToErrors(issues, { name: 'Name is required' })).toEqual({
      name: 'Name is required',
      age: 'Too young',
    });
  });
});
