import { useQuery } from '@tanstack/react-query';
import { useRuntimeConfig } from '@/config/runtime-config-context';
import { currentIdToken } from '@/lib/rest-request';

/** Who is writing, as the editor needs it. */
export interface EditorViewer {
  readonly userId: string;
  readonly isAdmin: boolean;
}

/** The claims the editor uses from a Cognito ID token (the server verifies the token; this only drives the UI). */
export function viewerFromIdToken(token: string): EditorViewer | null {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const claims = JSON.parse(new TextDecoder().decode(Uint8Array.from(json, (c) => c.charCodeAt(0)))) as {
      sub?: unknown;
      'cognito:groups'?: unknown;
    };
    if (typeof claims.sub !== 'string') return null;
    const groups = Array.isArray(claims['cognito:groups']) ? claims['cognito:groups'] : [];
    return { userId: claims.sub, isAdmin: groups.includes('Admin') };
  } catch {
    return null;
  }
}

/**
 * The viewer when the app passes none: read from the session's ID token. While a guest, it looks again every
 * few seconds so signing in from the top bar opens the editor without a reload.
 */
export function useEditorViewer(given: EditorViewer | null | undefined, givenLoading: boolean | undefined) {
  const config = useRuntimeConfig();
  const own = useQuery({
    queryKey: ['editor', 'viewer'],
    queryFn: async () => {
      const token = await currentIdToken(config);
      return token ? viewerFromIdToken(token) : null;
    },
    enabled: given === undefined,
    refetchInterval: (query) => (query.state.data ? false : 3000),
  });
  if (given !== undefined) return { viewer: given, loading: givenLoading ?? false };
  return { viewer: own.data ?? null, loading: own.isPending };
}
