import { restRoutes, type RestApiName } from '../../../contracts/registry';

/** One row of an authorization matrix: a route of the registry, and the status each caller must get. */
export interface MatrixRow<Caller extends string> {
  /** Method and path, as contracts/registry.ts lists the route. */
  readonly route: string;
  readonly expected: Record<Caller, number>;
}

/**
 * An authorization matrix over every route of one REST API: a test that the rows name exactly the
 * registry's routes, then one test per row and caller, run by `expectRow` with the route's method and the
 * status expected. A row's callers go refusals first, then the allowed calls (which may change or consume
 * the target), each group in the order of `callers`.
 */
export function describeRouteMatrix<Caller extends string, Row extends MatrixRow<Caller>>(
  api: RestApiName,
  rows: readonly Row[],
  callers: readonly Caller[],
  expectRow: (row: Row, call: { method: string; caller: Caller; expected: number }) => Promise<void>,
): void {
  it(`covers every route of the ${api} API in the registry`, () => {
    const registered = restRoutes.filter((r) => r.api === api).map((r) => `${r.method} ${r.path}`);
    expect(rows.map((row) => row.route).sort()).toEqual(registered.sort());
  });

  describe.each(rows)(`${api} API $route`, (row) => {
    const ordered = [...callers].sort((a, b) => row.expected[b] - row.expected[a]);
    const method = row.route.split(' ')[0] as string;
    it.each(ordered)('as %s', (caller) => expectRow(row, { method, caller, expected: row.expected[caller] }));
  });
}
