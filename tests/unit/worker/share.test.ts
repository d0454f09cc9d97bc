import { describe, expect, it } from 'vitest';
import { decodeShare, encodeShare, fromBase64Url, toBase64Url, type PlaygroundState } from '../../../src/editor/share';

const state: PlaygroundState = {
  v: 1,
  code: 'export function kernel(out: int[]): void {\n  out[threadIdx.x] = 1; // ✓ naïve\n}\n',
  grid: '2',
  block: '32,2',
  args: 'out=int[128]',
};

describe('playground share links', () => {
  it('writes base64url without padding, as RFC 4648 §5 defines it ("f" → "Zg", "?>" → "Pz4")', () => {
    expect(toBase64Url('f')).toBe('Zg');
    expect(toBase64Url('?>')).toBe('Pz4');
    expect(toBase64Url('??>')).toBe('Pz8-');
    expect(toBase64Url('???')).toBe('Pz8_');
  });

  it('round-trips the code and launch settings, non-ASCII text included', () => {
    const fragment = encodeShare(state);
    expect(fragment).toMatch(/^#code=[A-Za-z0-9_-]+$/);
    expect(decodeShare(fragment)).toEqual(state);
  });

  it('ignores fragments that are not a share link or are malformed', () => {
    expect(decodeShare('')).toBeNull();
    expect(decodeShare('#section-2')).toBeNull();
    expect(decodeShare('#code=***')).toBeNull();
    expect(decodeShare(`#code=${toBase64Url('{"v":2}')}`)).toBeNull();
    expect(decodeShare(`#code=${toBase64Url('not json')}`)).toBeNull();
  });

  it('rejects bytes that are not UTF-8', () => {
    expect(fromBase64Url('_w')).toBeNull(); // 0xFF alone is never valid UTF-8
  });
});
