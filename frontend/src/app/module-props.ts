/** The route parameters a module screen receives (route patterns in docs/url-scheme.md); absent ones are undefined. */
export interface ModuleRouteParams {
  readonly module: string;
  readonly action?: string;
  readonly id?: string;
  readonly tabPage?: string;
  readonly tabPageAction?: string;
}

export interface ModuleProps {
  readonly params: ModuleRouteParams;
}
