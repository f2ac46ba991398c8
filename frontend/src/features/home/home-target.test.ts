import { homeTarget, type HomeMenuItem } from './home-target';

const tree: HomeMenuItem[] = [
  { id: 'home', module: 'article', moduleId: 'welcome', link: '/article/welcome' },
  {
    id: 'community',
    module: 'board',
    moduleId: 'qna',
    link: '/board/qna',
    children: [
      {
        id: 'boards',
        module: 'board',
        moduleId: 'free',
        link: '/board/free',
        children: [{ id: 'notice', module: 'Board', moduleId: 'notice', link: '/board/notice' }],
      },
    ],
  },
  { id: 'rhymix', module: 'link', moduleId: null, link: 'https://rhymix.org/' },
  { id: 'signup', module: 'member', moduleId: null, link: '/member' },
];

describe('homeTarget', () => {
  it('is null without a setting: the default home page', () => {
    expect(homeTarget(tree, null)).toBeNull();
    expect(homeTarget(tree, undefined)).toBeNull();
  });

  it("opens the item's module page, found at any of the 3 levels (module in lower case)", () => {
    expect(homeTarget(tree, 'home')).toEqual({ module: 'article', id: 'welcome' });
    expect(homeTarget(tree, 'boards')).toEqual({ module: 'board', id: 'free' });
    expect(homeTarget(tree, 'notice')).toEqual({ module: 'board', id: 'notice' });
  });

  it('falls back to the default home page for an item no longer in the menu', () => {
    expect(homeTarget(tree, 'deleted')).toBeNull();
    expect(homeTarget([], 'home')).toBeNull();
  });

  it('falls back for an external link or an item without a page of its own', () => {
    expect(homeTarget(tree, 'rhymix')).toBeNull();
    expect(homeTarget(tree, 'signup')).toBeNull();
  });
});
