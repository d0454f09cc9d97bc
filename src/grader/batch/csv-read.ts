/**
 * Reads CSV text (RFC 4180: comma-separated fields, double-quoted fields that may hold
 * commas, quotes written twice and line breaks; CRLF or LF line ends), for rosters.
 */

/** The rows of `text`, each a list of fields; a final empty line is dropped. Throws on a
 * quote that is never closed, naming the line it opened on. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let i = 0;
  let line = 1;
  const s = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text; // a byte order mark
  while (i < s.length) {
    const c = s[i]!;
    if (c === '"' && field === '') {
      const opened = line;
      i++;
      for (;;) {
        if (i >= s.length) throw new Error(`line ${opened}: a quoted field is never closed`);
        const d = s[i]!;
        if (d === '"') {
          if (s[i + 1] === '"') { field += '"'; i += 2; continue; }
          i++;
          break;
        }
        if (d === '\n') line++;
        field += d;
        i++;
      }
      continue;
    }
    if (c === ',') { row.push(field); field = ''; i++; continue; }
    if (c === '\r' && s[i + 1] === '\n') i++;
    if (c === '\n' || c === '\r') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      line++;
      i++;
      continue;
    }
    field += c;
    i++;
  }
  if (field !== '' || row.length > 0) { row.push(field); rows.push(row); }
  return rows;
}
