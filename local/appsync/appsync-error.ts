/** An error as AppSync reports it in `errors[]`: message plus errorType (and optional data / errorInfo). */
export class AppSyncError extends Error {
  constructor(
    message: string,
    readonly errorType: string | undefined,
    readonly data?: unknown,
    readonly errorInfo?: unknown,
  ) {
    super(message);
    this.name = 'AppSyncError';
  }
}
