import { readFileSync } from 'node:fs';
import { generatedTypesPath, generateTypes } from './generate-types';

describe('generated GraphQL types', () => {
  it('match schema.graphql (run `npm run codegen` after editing the schema)', () => {
    expect(readFileSync(generatedTypesPath, 'utf8')).toBe(generateTypes());
  });
});
