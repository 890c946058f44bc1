import { messages } from '@electric-sql/pglite';

/**
 * Rows and errors read straight from the bytes PostgreSQL answers with (its wire protocol). PGlite's
 * own reader copies every field into a fresh buffer, decodes it alone and builds a message object
 * per row before the rows are built from those: for a 13-row schedule that was 0.3 ms of a 0.55 ms
 * statement. Reading the reply once, in place, leaves the rows and values exactly as before.
 */

/** Turns a field's text into its value; `typeId` is the column's type. */
export type FieldParser = (text: string, typeId: number) => unknown;

const rowDescription = 0x54; // 'T'
const dataRow = 0x44; // 'D'
const commandComplete = 0x43; // 'C'
const errorResponse = 0x45; // 'E'
const parameterDescription = 0x74; // 't'

/** The error fields PostgreSQL sends, by their one-letter codes, as node-postgres names them. */
const errorFields: Record<string, keyof messages.DatabaseError> = {
  S: 'severity',
  C: 'code',
  D: 'detail',
  H: 'hint',
  P: 'position',
  p: 'internalPosition',
  q: 'internalQuery',
  W: 'where',
  s: 'schema',
  t: 'table',
  c: 'column',
  d: 'dataType',
  n: 'constraint',
  F: 'file',
  L: 'line',
  R: 'routine',
};

function databaseError(reply: Buffer, start: number, end: number): messages.DatabaseError {
  const fields: Record<string, string> = {};
  let at = start;
  while (at < end && reply[at] !== 0) {
    const code = String.fromCharCode(reply[at]!);
    const close = reply.indexOf(0, at + 1);
    fields[code] = reply.toString('utf8', at + 1, close);
    at = close + 1;
  }
  const error = new messages.DatabaseError(fields.M ?? 'database error', end - start + 4, 'error');
  const writable = error as unknown as Record<string, string | undefined>;
  for (const [code, name] of Object.entries(errorFields)) writable[name] = fields[code];
  return error;
}

/** Each message of `reply`: its type byte, and where its body starts and ends. */
function* backendMessages(reply: Buffer) {
  let at = 0;
  while (at + 5 <= reply.length) {
    const type = reply[at]!;
    const end = at + 1 + reply.readInt32BE(at + 1);
    yield { type, start: at + 5, end };
    at = end;
  }
}

/**
 * The rows of the first result in `reply`, each an object by column name with its values parsed
 * by `parserFor` the column's type (text as sent where it has none); an error reply throws it as
 * PGlite's DatabaseError.
 */
export function readRows<T>(
  reply: Buffer,
  parserFor: (typeId: number) => FieldParser | undefined,
): T[] {
  const rows: T[] = [];
  let names: string[] = [];
  let types: number[] = [];
  let parsers: (FieldParser | undefined)[] = [];
  for (const { type, start, end } of backendMessages(reply)) {
    if (type === errorResponse) throw databaseError(reply, start, end);
    if (type === commandComplete) break;
    if (type === rowDescription) {
      const count = reply.readInt16BE(start);
      names = [];
      types = [];
      let at = start + 2;
      for (let i = 0; i < count; i += 1) {
        const close = reply.indexOf(0, at);
        names.push(reply.toString('utf8', at, close));
        // Table, column number, then the type's id; its size, modifier and format follow.
        types.push(reply.readInt32BE(close + 7));
        at = close + 19;
      }
      parsers = types.map(parserFor);
    } else if (type === dataRow) {
      const count = reply.readInt16BE(start);
      const row: Record<string, unknown> = {};
      let at = start + 2;
      for (let i = 0; i < count; i += 1) {
        const length = reply.readInt32BE(at);
        at += 4;
        if (length < 0) {
          row[names[i]!] = null;
          continue;
        }
        const text = reply.toString('utf8', at, at + length);
        const parse = parsers[i];
        row[names[i]!] = parse ? parse(text, types[i]!) : text;
        at += length;
      }
      rows.push(row as T);
    }
  }
  return rows;
}

/** The parameter types of a statement described in `reply` (or its error, thrown). */
export function readParameterTypes(reply: Buffer): number[] {
  for (const { type, start, end } of backendMessages(reply)) {
    if (type === errorResponse) throw databaseError(reply, start, end);
    if (type === parameterDescription) {
      const count = reply.readInt16BE(start);
      return Array.from({ length: count }, (_, i) => reply.readInt32BE(start + 2 + 4 * i));
    }
  }
  return [];
}
