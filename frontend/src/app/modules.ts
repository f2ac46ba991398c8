import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyComponent, preloadable, type Preloadable } from '@/lib/preloadable';
import type { ModuleProps } from './module-props';

type ModuleLoader = () => Promise<{ default: ComponentType<ModuleProps> }>;

/**
 * The module registry (docs/web-app.md, "Areas and routes"): which module names exist in each area and where
 * their code is. Each entry is a separate chunk, downloaded the first time its route is visited. A new screen
 * replaces a placeholder by pointing its loader at the feature's screen; nothing else in routing changes.
 */
export const moduleLoaders = {
  public: {
    article: () => import('./modules/public/article'),
    board: () => import('./modules/public/board'),
    member: () => import('./modules/public/member'),
    // The site's search, at `/search` (a route of its own in app/routes.tsx: it has no id).
    search: () => import('./modules/public/search'),
    setting: () => import('./modules/public/setting'),
  },
  admin: {
    board: () => import('./modules/admin/board'),
    member: () => import('./modules/admin/member'),
    menu: () => import('./modules/admin/menu'),
    post: () => import('./modules/admin/post'),
    setting: () => import('./modules/admin/setting'),
    comment: () => import('./modules/admin/comment'),
    trash: () => import('./modules/admin/trash'),
    // Sidebar entries whose screens do not exist yet: one shared "not available yet" page, never the 404.
    site: () => import('./modules/admin/not-available'),
    layout: () => import('./modules/admin/not-available'),
    point: () => import('./modules/admin/not-available'),
    file: () => import('./modules/admin/not-available'),
    poll: () => import('./modules/admin/not-available'),
    language: () => import('./modules/admin/not-available'),
    spam: () => import('./modules/admin/not-available'),
  },
} as const satisfies Record<string, Record<string, ModuleLoader>>;

export type ModuleArea = keyof typeof moduleLoaders;
export type PublicModuleName = keyof (typeof moduleLoaders)['public'];
export type AdminModuleName = keyof (typeof moduleLoaders)['admin'];

type LazyModule = LazyExoticComponent<ComponentType<ModuleProps>>;
type ModuleCode = Preloadable<{ default: ComponentType<ModuleProps> }>;

function byName(loaders: Record<string, ModuleLoader>): ReadonlyMap<string, ModuleCode> {
  return new Map(Object.entries(loaders).map(([name, load]) => [name, preloadable(load)]));
}

const moduleCode: Record<ModuleArea, ReadonlyMap<string, ModuleCode>> = {
  public: byName(moduleLoaders.public),
  admin: byName(moduleLoaders.admin),
};

function lazyByName(codes: ReadonlyMap<string, ModuleCode>): ReadonlyMap<string, LazyModule> {
  return new Map([...codes].map(([name, code]) => [name, lazyComponent(code, (module) => module.default)]));
}

// One lazy component per module, at load time: creating it during render would remount the screen every time.
const lazyModules: Record<ModuleArea, ReadonlyMap<string, LazyModule>> = {
  public: lazyByName(moduleCode.public),
  admin: lazyByName(moduleCode.admin),
};

/**
 * Starts downloading a module's screen (app/preload-route.ts), so that its first render need not suspend;
 * undefined for an unknown name. Object-prototype names such as "constructor" are unknown: the maps hold
 * only the registry's entries.
 */
export function preloadModule(area: ModuleArea, name: string): Promise<unknown> | undefined {
  return moduleCode[area].get(name.toLowerCase())?.load();
}

/**
 * The screen for a module name as it appears in the URL, matched in lower case, or undefined for an
 * unknown module (the caller shows the 404 page).
 */
export function findModule(area: ModuleArea, name: string | undefined): LazyModule | undefined {
  return name ? lazyModules[area].get(name.toLowerCase()) : undefined;
}
