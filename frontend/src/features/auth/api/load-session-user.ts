import type { QueryClient } from '@tanstack/react-query';
import type { RuntimeConfig } from '@contracts/runtime-config';
import { loadAmplifyIfSignedIn } from '@/lib/amplify/load-amplify';
import type { SessionUser } from '../session-user';
import { getMember, memberQueryKey } from './get-member';

/** How long a looked-up member stays fresh for readers that do not force a reload. */
export const MEMBER_FRESH_MS = 5 * 60_000;

export interface LoadSessionUserOptions {
  readonly config: RuntimeConfig;
  readonly queryClient: QueryClient;
  /** Ignore a cached member record (auth events must reload it). */
  readonly fresh: boolean;
}

/**
 * The signed-in member, or null for a guest. Reads the tokens Amplify holds (refreshing them if needed),
 * then the member record through the query cache, which shares concurrent lookups of the same user id.
 */
export async function loadSessionUser({
  config,
  queryClient,
  fresh,
}: LoadSessionUserOptions): Promise<SessionUser | null> {
  // No stored session and no sign-in started: a guest, known without downloading Amplify.
  const amplify = await loadAmplifyIfSignedIn(config);
  if (!amplify) return null;
  const session = await amplify.fetchAuthSession();
  const idToken = session.tokens?.idToken;
  const userId = idToken?.payload.sub;
  if (!idToken || typeof userId !== 'string') return null;

  const member = await queryClient.fetchQuery({
    queryKey: memberQueryKey(userId),
    queryFn: ({ signal }) => getMember(config, { userId, idToken: idToken.toString(), signal }),
    staleTime: fresh ? 0 : MEMBER_FRESH_MS,
  });
  return { userId, ...member };
}
