/**
 * The text a toast shows for a thrown value: the message of an Error or a string, otherwise
 * 'Unknown Error'.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'Unknown Error';
}
