import { matchRoutes } from 'react-router-dom';
import type { ModuleRouteParams } from './module-props';
import { boardRoute } from './modules/public/board-path';
import { routeOfPath, type Route } from './route-manifest';

/** The public route table's module patterns (app/routes.tsx), as the router matches them below `/`. */
const PUBLIC_PATTERNS = [
  '/:module/:action/:id/:tabPage/:tabPageAction',
  '/:module/:action/:id/:tabPage',
  '/:module/:action/:id',
  '/:module/:id',
].map((path) => ({ path }));

/** What the module screens get from the router at `pathname` (app/routes/module-route.tsx). */
function routerParams(pathname: string): ModuleRouteParams {
  const {
    module = '',
    action,
    id,
    tabPage,
    tabPageAction,
  } = matchRoutes(PUBLIC_PATTERNS, pathname)?.[0]?.params ?? {};
  return { module: module.toLowerCase(), action, id, tabPage, tabPageAction };
}

describe('routeOfPath: the kind of page at an address, before the router runs', () => {
  it.each<[string, Route]>([
    ['/', { kind: 'home' }],
    ['/board/free', { kind: 'board-list', boardId: 'free' }],
    ['/Board/free/post-1', { kind: 'board-post', boardId: 'free', postId: 'post-1' }],
    ['/board/free/write', { kind: 'board-write', boardId: 'free' }],
    ['/board/free/post-1/edit', { kind: 'board-edit', boardId: 'free', postId: 'post-1' }],
    ['/board/free/post-1/x/y', { kind: 'board-other' }],
    ['/article/welcome', { kind: 'article', articleId: 'welcome' }],
    ['/article/welcome/extra', { kind: 'article', articleId: undefined }],
    ['/member/signUp', { kind: 'member/signup' }],
    ['/member/RESETPASSWORD', { kind: 'member/resetpassword' }],
    ['/member/signUp/extra', { kind: 'member' }],
    ['/member/info', { kind: 'member' }],
    ['/setting/account', { kind: 'setting' }],
    ['/search', { kind: 'search' }],
    ['/SEARCH', { kind: 'search' }],
    ['/search/more', { kind: 'other' }],
    ['/admin/board/list', { kind: 'admin' }],
    ['/constructor', { kind: 'other' }],
  ])('reads %s', (pathname, route) => {
    expect(routeOfPath(pathname)).toEqual(route);
  });

  // The early requests are built from these ids and the pages' requests from the router's: they must agree.
  it.each([
    '/board/%EC%9E%90%EC%9C%A0',
    '/board/a%20b%2Fc',
    '/board/%EC%9E%90%EC%9C%A0/p%3F1%231',
    '/board/free/%77rite',
    '/board/bad%E0%A4%A/post-1',
    '/article/%EC%95%88%EB%82%B4%20page',
  ])('gives the ids the router gives the board and article screens at %s', (pathname) => {
    const params = routerParams(pathname);
    const route = routeOfPath(pathname);
    // As app/modules/public/board.tsx and article.tsx read the router's parameters.
    const screens =
      params.module === 'board' ? boardRoute(params) : { kind: 'article', articleId: params.id };
    expect(route).toEqual(screens);
  });
});
