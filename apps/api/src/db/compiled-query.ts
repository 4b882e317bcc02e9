// Queries whose SQL text is built once per process, for wide statements run inside transactions
// (issue 16). Drizzle rebuilds a query's text on every call, even a prepared one run in a
// transaction, and for the cart's wide reads (a JSON column per relation) building took longer
// than PostgreSQL took to run them. Here the query is built once with placeholders, and each call
// only fills in the values and runs the text, named, so PostgreSQL also parses and plans it once
// per connection. Works on the app's database and on a transaction alike, with either driver.
import { getTableColumns, type SQL, type SQLWrapper, type Table } from "drizzle-orm";
import { PgDialect, type PgSession } from "drizzle-orm/pg-core";
import type { Database } from "./client";

const dialect = new PgDialect();

/** The decoder `mapWith` gave a field (Drizzle keeps it on the SQL object, untyped). */
export function decoderOf(field: SQL): (value: never) => unknown {
  const { decoder } = field as unknown as {
    decoder: { mapFromDriverValue(value: never): unknown };
  };
  return (value) => decoder.mapFromDriverValue(value);
}

/**
 * Decodes `row_to_json` of a row into the table's row type: keys are the column names, and
 * timestamps, which JSON carries as text, become Dates again.
 */
export function rowDecoder<T extends Table>(
  table: T,
): (json: Record<string, unknown>) => T["$inferSelect"] {
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => ({
    key,
    name: column.name,
    isTimestamp: column.columnType === "PgTimestamp",
  }));
  return (json) => {
    const row: Record<string, unknown> = {};
    for (const { key, name, isTimestamp } of columns) {
      const value = json[name];
      row[key] = isTimestamp && typeof value === "string" ? new Date(value) : value;
    }
    return row as T["$inferSelect"];
  };
}

/** How each selected column becomes a value, in the order selected; null stays null. */
type Decoders = Record<string, (value: never) => unknown>;

export type DecodedRow<D extends Decoders> = { [Key in keyof D]: ReturnType<D[Key]> };

/** The decoders of a select's fields: what their `sql<T>` or `mapWith` gave them. */
export function fieldDecoders<Fields extends Record<string, SQL>>(
  fields: Fields,
): { [Key in keyof Fields]: (value: never) => Fields[Key]["_"]["type"] } {
  return Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [key, decoderOf(field)]),
  ) as { [Key in keyof Fields]: (value: never) => Fields[Key]["_"]["type"] };
}

interface Compiled {
  text: string;
  params: unknown[];
}

/**
 * A query built by `build` with `sql.placeholder(...)` for its values, whose columns `decoders`
 * decode (one per column, in order); run it with `compiled.run(dbOrTx, { name: value })`. `name`
 * names the statement on each connection, so it must be unique to this query.
 */
export function compiledQuery<D extends Decoders>(
  name: string,
  decoders: D,
  build: (db: Database) => SQLWrapper,
): { run(db: Database, values: Record<string, unknown>): Promise<DecodedRow<D>[]> } {
  let compiled: Compiled | undefined;
  const keys = Object.keys(decoders);
  const decode = keys.map((key) => decoders[key]);
  const mapRows = (rows: unknown[][]): DecodedRow<D>[] =>
    rows.map((row) => {
      const decoded: Record<string, unknown> = {};
      for (let index = 0; index < keys.length; index += 1) {
        const value = row[index];
        decoded[keys[index]] = value === null ? null : decode[index](value as never);
      }
      return decoded as DecodedRow<D>;
    });
  return {
    async run(db, values) {
      if (compiled === undefined) {
        const query = dialect.sqlToQuery(build(db).getSQL());
        compiled = { text: query.sql, params: query.params };
      }
      const { session } = (db as unknown as { _: { session: PgSession } })._;
      const prepared = session.prepareQuery<{
        execute: DecodedRow<D>[];
        all: unknown;
        values: unknown;
      }>({ sql: compiled.text, params: compiled.params }, undefined, name, true, mapRows);
      return prepared.execute(values);
    },
  };
}
