import { useSignedInGraphql } from '@/lib/signed-in-graphql';

/** The Message Box's GraphQL operations run as the signed-in member; a guest gets this and no request. */
export const useMessageGraphql = () => useSignedInGraphql('Please sign in to use the Message Box.');
