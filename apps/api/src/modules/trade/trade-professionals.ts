// Trade professionals for staff: the profiles that applied to the trade programme, each with the
// customer account of the same email when there is one. Reviewing one moves its status and, with
// approval, puts the customer in the Trade group (and takes them out again on rejection).
import type { TradeStatus } from "@atelier/contracts";
import { and, count, desc, eq, ilike, isNull, ne, or, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { customers } from "../customers/tables";
import { profiles } from "./tables";
import { invalidData, notFound } from "../../http/errors";
import type { Profile } from "./profile-service";
import { NOT_AN_APPLICATION_MESSAGE } from "./constants";
import { addToTradeGroup, removeFromTradeGroup } from "./trade-group";

export type TradeProfessional = Omit<Profile, "trade_status"> & {
  trade_status: TradeStatus;
  customer_id: string | null;
};

export interface TradeProfessionalQuery {
  q?: string;
  status?: TradeStatus;
  offset: number;
  limit: number;
}

const columns = {
  profile: profiles,
  customer_id: customers.id,
};

function selectTradeProfessionals(db: Database) {
  return db
    .select(columns)
    .from(profiles)
    .leftJoin(
      customers,
      and(
        eq(customers.email, profiles.email),
        eq(customers.has_account, true),
        isNull(customers.deleted_at),
      ),
    );
}

/** Every query here leaves out profiles that never applied (`none`), so the status is a review's. */
function toTradeProfessional(row: {
  profile: Profile;
  customer_id: string | null;
}): TradeProfessional {
  return {
    ...row.profile,
    trade_status: row.profile.trade_status as TradeStatus,
    customer_id: row.customer_id,
  };
}

function filters(query: TradeProfessionalQuery): SQL | undefined {
  const pattern = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return and(
    ne(profiles.trade_status, "none"),
    query.status ? eq(profiles.trade_status, query.status) : undefined,
    pattern
      ? or(
          ilike(profiles.email, pattern),
          ilike(profiles.name, pattern),
          ilike(profiles.company, pattern),
        )
      : undefined,
  );
}

export async function listTradeProfessionals(db: Database, query: TradeProfessionalQuery) {
  const where = filters(query);
  const [rows, [total]] = await Promise.all([
    selectTradeProfessionals(db)
      .where(where)
      .orderBy(desc(profiles.trade_applied_at), desc(profiles.id))
      .offset(query.offset)
      .limit(query.limit),
    db.select({ count: count() }).from(profiles).where(where),
  ]);
  return { tradeProfessionals: rows.map(toTradeProfessional), count: total.count };
}

export async function findTradeProfessional(db: Database, id: string): Promise<TradeProfessional> {
  const [row] = await selectTradeProfessionals(db).where(
    and(eq(profiles.id, id), ne(profiles.trade_status, "none")),
  );
  if (!row) {
    const [profile] = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.id, id));
    throw profile
      ? invalidData(NOT_AN_APPLICATION_MESSAGE)
      : notFound(`Trade professional with id ${id} was not found`);
  }
  return toTradeProfessional(row);
}

/** Approves or rejects an application; doing it again changes nothing. */
export async function reviewTradeProfessional(
  db: Database,
  id: string,
  decision: "approved" | "rejected",
): Promise<TradeProfessional> {
  return db.transaction(async (tx) => {
    const current = await findTradeProfessional(tx, id);
    if (current.trade_status !== decision) {
      await tx
        .update(profiles)
        .set({ trade_status: decision, trade_reviewed_at: new Date(), updated_at: new Date() })
        .where(eq(profiles.id, id));
    }
    if (current.customer_id) {
      if (decision === "approved") await addToTradeGroup(tx, current.customer_id);
      else await removeFromTradeGroup(tx, current.customer_id);
    }
    return findTradeProfessional(tx, id);
  });
}
