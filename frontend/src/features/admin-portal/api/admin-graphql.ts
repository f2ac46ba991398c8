import { HttpError } from '@/lib/http-error';
import { GraphqlOperationError, useSignedInGraphql } from '@/lib/signed-in-graphql';

/** The admin portal's GraphQL operations (menu, site settings), run with the admin's ID token. */
export const useAdminGraphql = () => useSignedInGraphql('Your session has ended. Please sign in again.');

/** A refusal because the data changed between the read and the write: GraphQL's Conflict, REST's 409. */
export function isConflict(error: unknown): boolean {
  return (
    (error instanceof GraphqlOperationError && error.errorType === 'Conflict') ||
    (error instanceof HttpError && error.status === 409)
  );
}
