/**
 * Reading one file of a class folder without trusting it. Anything that is not a regular
 * file is refused from its `lstat`, before it is opened: a symbolic link could point at
 * any file of the grading machine (whose text would then appear in a report), and a FIFO
 * or a device node named `*.json` or `*.ts` would block the read or never end. The file
 * is then opened with `O_NOFOLLOW | O_NONBLOCK`, checked again on the open descriptor
 * (the entry may have been swapped in between), and read up to its size limit only.
 */
import { closeSync, constants, fstatSync, lstatSync, openSync, readSync, type Stats } from 'node:fs';

/** The bytes of a file, or why it was refused. */
export type FileRead = { bytes: Uint8Array } | { refused: 'symlink' | 'special' | 'too-large' | 'unreadable'; detail: string };

/** What a non-regular entry is, in words (`a FIFO`, `a character device`, ...). */
export function entryKind(st: Stats): string {
  if (st.isSymbolicLink()) return 'a symbolic link';
  if (st.isDirectory()) return 'a folder';
  if (st.isFIFO()) return 'a FIFO (named pipe)';
  if (st.isCharacterDevice()) return 'a character device';
  if (st.isBlockDevice()) return 'a block device';
  if (st.isSocket()) return 'a socket';
  return st.isFile() ? 'a regular file' : 'not a regular file';
}

/**
 * Reads `path` when it is a regular file of at most `maxBytes` bytes. Never follows a
 * symbolic link, never opens a FIFO, device or socket, never reads past `maxBytes + 1`.
 */
export function readRegularFile(path: string, maxBytes: number): FileRead {
  let st: Stats;
  try {
    st = lstatSync(path);
  } catch (e) {
    return { refused: 'unreadable', detail: (e as NodeJS.ErrnoException).code ?? (e as Error).message };
  }
  if (st.isSymbolicLink()) return { refused: 'symlink', detail: entryKind(st) };
  if (!st.isFile()) return { refused: 'special', detail: entryKind(st) };
  if (st.size > maxBytes) return { refused: 'too-large', detail: String(st.size) };
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ELOOP') return { refused: 'symlink', detail: 'a symbolic link' };
    return { refused: 'unreadable', detail: code ?? (e as Error).message };
  }
  try {
    const now = fstatSync(fd);
    if (!now.isFile()) return { refused: 'special', detail: entryKind(now) };
    if (now.size > maxBytes) return { refused: 'too-large', detail: String(now.size) };
    const buf = new Uint8Array(Math.min(now.size, maxBytes) + 1);
    let n = 0;
    for (;;) {
      const got = readSync(fd, buf, n, buf.length - n, null);
      if (got === 0) break;
      n += got;
      if (n === buf.length) break;
    }
    if (n > maxBytes) return { refused: 'too-large', detail: `more than ${maxBytes}` };
    return { bytes: buf.subarray(0, n) };
  } catch (e) {
    return { refused: 'unreadable', detail: (e as NodeJS.ErrnoException).code ?? (e as Error).message };
  } finally {
    closeSync(fd);
  }
}
