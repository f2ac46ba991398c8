/**
 * The browser-session marker (docs/web-app.md, "Session and identity"): a cookie without an expiry, so the
 * browser drops it when it closes, meaning "a member signed in for this browser session only". It holds no
 * token and no name, only `1`: the tokens of such a sign-in stay in the tab's sessionStorage, and a new tab
 * that sees the marker asks the open tabs for them (tab-session.ts). A cookie because it is the one store
 * that is shared by a browser's tabs and ends with the browser; it does travel to the site's own host with
 * each page request, which is why it carries nothing else. Apart from tab-session.ts so that the boot script
 * (src/boot) can read it without bundling the rest.
 */
export const SESSION_MARKER_COOKIE = 'tab-session';

export function hasSessionMarker(doc: Document = document): boolean {
  try {
    return doc.cookie.split(';').some((cookie) => cookie.trim() === `${SESSION_MARKER_COOKIE}=1`);
  } catch {
    // Cookies refused (a sandboxed frame): no browser session to share.
    return false;
  }
}

function writeMarker(doc: Document, attributes: string): void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  try {
    doc.cookie = `${SESSION_MARKER_COOKIE}=${attributes}; Path=/; SameSite=Strict${secure}`;
  } catch {
    // Cookies refused: new tabs start as guests, as they did before the marker.
  }
}

/** Sets the marker: no Expires or Max-Age, so it ends with the browser session. */
export function setSessionMarker(doc: Document = document): void {
  writeMarker(doc, '1');
}

export function clearSessionMarker(doc: Document = document): void {
  writeMarker(doc, '; Max-Age=0');
}
