import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import '@contracts/zod-locale';
import type { Menu } from '@contracts/graphql/types.generated';
import { menuTreeSchema } from '@contracts/menu-tree';
import type { RuntimeConfig } from '@contracts/runtime-config';
import { useRuntimeConfig } from '@/config/runtime-config-context';
import { graphqlRequest } from '@/lib/graphql-client';
import { notify } from '@/lib/notify';
import { MENU_TREE_QUERY } from './menu-tree-query';

// Validated because the answer crosses a network boundary: the tree with the contract's schema of it.
const menuTreeDataSchema = z.object({
  menuTree: menuTreeSchema,
  // Optional so an answer without settings still yields the menu; the brand then keeps its default.
  siteSettings: z.nullish(
    z.object({ title: z.string(), description: z.optional(z.string()), homeMenuId: z.nullish(z.string()) }),
  ),
});

/**
 * The menu tree and, when the server gave them, the site's title and description and the home page's menu
 * item. The description comes with them (the home page shows it under the title) so the home page needs no
 * request of its own before its first paint.
 */
export interface SiteNavigation {
  readonly menus: Menu[];
  readonly siteTitle: string | null;
  readonly siteDescription: string | null;
  readonly homeMenuId: string | null;
}
const EMPTY: SiteNavigation = { menus: [], siteTitle: null, siteDescription: null, homeMenuId: null };

export const menuTreeQueryKey = ['menu-tree'] as const;

/**
 * Reads the menu tree with the public API key. Each GraphQL error is toasted and the menu falls back to an
 * empty list (docs/web-app.md); network failures throw so the query client retries, then toast via the query's meta.
 */
export async function fetchMenuTree(
  graphql: RuntimeConfig['graphql'],
  signal?: AbortSignal,
): Promise<SiteNavigation> {
  const answer = await graphqlRequest({
    endpoint: graphql.endpoint,
    auth: { apiKey: graphql.apiKey },
    query: MENU_TREE_QUERY,
    signal,
  });
  if (answer.errors.length > 0) {
    for (const error of answer.errors) notify.error(error.message);
    return EMPTY;
  }
  const parsed = menuTreeDataSchema.safeParse(answer.data);
  if (!parsed.success) {
    console.error('menuTree answered an unexpected shape', parsed.error);
    notify.error('The menu could not be read.');
    return EMPTY;
  }
  return {
    menus: parsed.data.menuTree,
    siteTitle: parsed.data.siteSettings?.title ?? null,
    siteDescription: parsed.data.siteSettings?.description ?? null,
    homeMenuId: parsed.data.siteSettings?.homeMenuId ?? null,
  };
}

/**
 * The one query behind the menu and the brand, as the hooks below and the first render's prefetch
 * (app/prime-route-data.ts) ask for it: one request and one cache entry (which use-live-navigation.ts
 * refreshes when the menu or the settings change).
 */
export function menuTreeQuery(graphql: RuntimeConfig['graphql']) {
  return queryOptions({
    queryKey: menuTreeQueryKey,
    queryFn: ({ signal }) => fetchMenuTree(graphql, signal),
    staleTime: 5 * 60_000,
    meta: { errorMessage: 'The menu could not be loaded. Please check your connection and try again.' },
  });
}

/** {@link menuTreeQuery}, of which each hook below selects its part. */
function useSiteNavigation<T>(select: (navigation: SiteNavigation) => T) {
  const { graphql } = useRuntimeConfig();
  return useQuery({ ...menuTreeQuery(graphql), select });
}

// Module-level selectors: a stable function lets the query client reuse the selected value between renders.
const selectMenus = (navigation: SiteNavigation): Menu[] => navigation.menus;
const selectSiteTitle = (navigation: SiteNavigation): string | null => navigation.siteTitle;
const selectSiteDescription = (navigation: SiteNavigation): string | null => navigation.siteDescription;
const selectHomeMenuId = (navigation: SiteNavigation): string | null => navigation.homeMenuId;

/** The menu tree (top-level items with their children), as a query: `data` is undefined while it loads. */
export function useMenuTree() {
  return useSiteNavigation(selectMenus);
}

/** The site's title from the same request as the menu; null until it arrives or when the server gave none. */
export function useSiteTitle(): string | null {
  return useSiteNavigation(selectSiteTitle).data ?? null;
}

/** The site's description from the same request as the menu; null until it arrives or when there is none. */
export function useSiteDescription(): string | null {
  return useSiteNavigation(selectSiteDescription).data ?? null;
}

/**
 * The menu item an admin set as the home page (site setting `homeMenuId`; null: none), from the same request as
 * the menu: `data` is undefined while it loads.
 */
export function useHomeMenuId() {
  return useSiteNavigation(selectHomeMenuId);
}
