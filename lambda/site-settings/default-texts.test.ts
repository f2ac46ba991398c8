import { DEFAULT_PRIVACY_POLICY } from './resolvers/site-settings-keys';

describe('the default privacy policy', () => {
  it('says what the site does with nicknames on posts: each keeps the one it was written with', () => {
    // Posts and comments copy the author's nickname when written or edited (docs/data-model.md); the policy
    // must not promise the member's last nickname.
    expect(DEFAULT_PRIVACY_POLICY).toContain(
      'your posts and comments stay under the nickname they were written with (a post you edited, under the nickname you had then).',
    );
    expect(DEFAULT_PRIVACY_POLICY).not.toMatch(/last nickname/);
  });
});
