// How a cart's shipping or billing address is written (contract medusa-v1 §6.1), as SQL that other
// statements embed: the cart's own address row is changed in place, or a new row is made when the
// cart has none or points at a customer's saved address; an address sent as an id is copied from
// the owner's saved addresses, so that editing the address book later never changes a placed
// order. In SQL rather than Drizzle builders so that POST /store/carts/:id can write the addresses
// and the cart's columns in one prepared statement (issue 16).
import { sql, type SQL } from "drizzle-orm";
import { compiledQuery, rowDecoder } from "../../db/compiled-query";
import type { Transaction } from "../../http/idempotency";
import { generateId } from "../../http/ids";
import { addressNotFound } from "../customers/errors";
import { ADDRESS_FIELDS, type AddressPayload } from "../customers/fields";
import { addresses } from "../customers/tables";
import type { AddressRow } from "./cart-queries";
import type { CartRegion } from "./cart-region";
import { countryNotInRegion } from "./errors";

/** Which address a write is for: its statement's names and values are prefixed with it. */
type AddressKind = "shipping" | "billing" | "address";

/**
 * The metadata after a write: unchanged when the payload has none, null when it sends null, else
 * `existing` with the payload's keys merged in and those sent as "" removed (`mergeMetadata`).
 */
function metadataAfter(existing: SQL): SQL {
  return sql`case when not (source.fields ? 'metadata') then ${existing}
    when jsonb_typeof(source.fields -> 'metadata') = 'null' then null
    else (coalesce(${existing}, '{}') || (source.fields -> 'metadata'))
      - array(select key from jsonb_each(source.fields -> 'metadata') where value = '""')
    end`;
}

/**
 * The common table expressions that write one address, `<kind>_written` answering the row written
 * (none when nothing was sent, or when the saved address sent by id is not the owner's). Their
 * values are `addressWriteValues(kind, …)` and `owner_id`, the customer whose saved addresses may
 * be named by id.
 */
export function addressWrite(kind: AddressKind): SQL {
  const value = (name: string) => sql.placeholder(`${kind}_${name}`);
  const source = sql.raw(`${kind}_source`);
  const fields = ADDRESS_FIELDS.map((field) => sql.raw(field));
  const savedFields = sql.join(
    ADDRESS_FIELDS.map((field) => sql.raw(`'${field}', saved.${field}`)),
    sql`, `,
  );
  const changedFields = sql.join(
    ADDRESS_FIELDS.map(
      (field) => sql`${sql.raw(field)} = case when source.fields ? ${sql.raw(`'${field}'`)}
        then source.fields ->> ${sql.raw(`'${field}'`)} else ${addresses}.${sql.raw(field)} end`,
    ),
    sql`, `,
  );
  return sql`${source} as (
    select case when cast(${value("saved_id")} as text) is null then cast(${value("fields")} as jsonb)
      else (select jsonb_build_object(${savedFields}, 'metadata', saved.metadata)
              from ${addresses} saved
             where saved.id = cast(${value("saved_id")} as text)
               and saved.customer_id = cast(${sql.placeholder("owner_id")} as text)
               and saved.deleted_at is null)
      end as fields
  ), ${sql.raw(`${kind}_updated`)} as (
    update ${addresses} set ${changedFields},
      metadata = ${metadataAfter(sql`${addresses}.metadata`)}, updated_at = now()
      from ${source} source
     where ${addresses}.id = cast(${value("current_id")} as text) and source.fields is not null
    returning ${addresses}.*
  ), ${sql.raw(`${kind}_inserted`)} as (
    insert into ${addresses} (id, ${sql.join(fields, sql`, `)}, metadata)
    select cast(${value("new_id")} as text),
      ${sql.join(
        ADDRESS_FIELDS.map((field) => sql.raw(`source.fields ->> '${field}'`)),
        sql`, `,
      )},
      ${metadataAfter(sql`cast(null as jsonb)`)}
      from ${source} source
     where cast(${value("current_id")} as text) is null and source.fields is not null
    returning *
  ), ${sql.raw(`${kind}_written`)} as (
    select * from ${sql.raw(`${kind}_updated`)} union all select * from ${sql.raw(`${kind}_inserted`)}
  )`;
}

/**
 * The values of `addressWrite(kind)` for writing `sent` (nothing when undefined) over the cart's
 * current address row `current`. Only the cart's own row (no customer's) is changed in place.
 */
export function addressWriteValues(
  kind: AddressKind,
  current: AddressRow | null,
  sent: string | AddressPayload | undefined,
): Record<string, string | null> {
  const inPlace = sent !== undefined && current !== null && current.customer_id === null;
  return {
    [`${kind}_saved_id`]: typeof sent === "string" ? sent : null,
    [`${kind}_fields`]: typeof sent === "object" ? JSON.stringify(sent) : null,
    [`${kind}_current_id`]: inPlace ? current.id : null,
    [`${kind}_new_id`]: sent !== undefined && !inPlace ? generateId("addr") : null,
  };
}

/** The row an address write answered; none means the address sent by id is not the owner's. */
export function writtenAddress(row: AddressRow | null, sent: string | AddressPayload): AddressRow {
  if (row !== null) return row;
  if (typeof sent === "string") throw addressNotFound(sent);
  throw new Error("an address sent in full was not written");
}

/** A cart ships only to its region's countries. */
export function assertShipsInRegion(shipping: AddressRow, region: CartRegion): void {
  const country = shipping.country_code;
  if (country !== null && !region.countries.some((entry) => entry.iso_2 === country)) {
    throw countryNotInRegion(country, region.name);
  }
}

const saveCartAddressStatement = compiledQuery(
  "save_cart_address",
  { address: rowDecoder(addresses) },
  () => sql`with ${addressWrite("address")}
    select (select row_to_json(written) from address_written written) as address`,
);

/**
 * Writes `sent` onto the cart's address row `current` (see the opening comment); an address sent
 * by id must be one of `ownerId`'s saved addresses.
 */
export async function saveCartAddress(
  ownerId: string | undefined,
  tx: Transaction,
  current: AddressRow | null,
  sent: string | AddressPayload,
): Promise<AddressRow> {
  const [row] = await saveCartAddressStatement.run(tx, {
    owner_id: ownerId ?? null,
    ...addressWriteValues("address", current, sent),
  });
  return writtenAddress(row.address, sent);
}
