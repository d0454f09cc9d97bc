/**
 * Playground share links: the code and launch settings as base64url (RFC 4648 §5, no
 * padding) of UTF-8 JSON in the URL fragment (`#code=...`), so nothing is sent to a
 * server. Opening a link only loads the state; running it is always the learner's click.
 */

/** Everything a shared playground carries. */
export interface PlaygroundState {
  /** Format version. */
  v: 1;
  code: string;
  /** `X[,Y[,Z]]` as typed. */
  grid: string;
  block: string;
  /** One `NAME=SPEC` per line. */
  args: string;
}

/** Fragment key of a shared state. */
export const SHARE_KEY = 'code';

/** base64url of the UTF-8 bytes of `text`. */
export function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The text whose base64url is `encoded`; null when it is not valid base64url UTF-8. */
export function fromBase64Url(encoded: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(encoded)) return null;
  try {
    const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** `#code=<base64url JSON>` for `state`. */
export function encodeShare(state: PlaygroundState): string {
  return `#${SHARE_KEY}=${toBase64Url(JSON.stringify(state))}`;
}

/** The state in a URL fragment (with or without `#`), or null when there is none or it
 * is malformed (a wrong-shaped link is ignored, never half-applied). */
export function decodeShare(fragment: string): PlaygroundState | null {
  const params = new URLSearchParams(fragment.replace(/^#/, ''));
  const raw = params.get(SHARE_KEY);
  if (!raw) return null;
  const text = fromBase64Url(raw);
  if (text === null) return null;
  try {
    const v = JSON.parse(text) as Partial<PlaygroundState>;
    if (v.v !== 1 || typeof v.code !== 'string' || typeof v.grid !== 'string' ||
        typeof v.block !== 'string' || typeof v.args !== 'string') return null;
    return { v: 1, code: v.code, grid: v.grid, block: v.block, args: v.args };
  } catch {
    return null;
  }
}
