import type { Viewer } from '../viewer';

/** What the app tells every board screen about the visitor and the site. */
export interface BoardScreenProps {
  readonly viewer: Viewer | null;
  /** While the session is first resolved, reads wait, so a member's first request carries their token. */
  readonly sessionLoading: boolean;
  /** Opens the sign-in dialog. */
  readonly onSignIn: () => void;
  /** For the browser tab: "Free Board - <site title>". */
  readonly siteTitle?: string | null;
}
