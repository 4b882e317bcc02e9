// Demo trade professionals (issue 4): applications in each status, so the admin's landing page is
// never empty on a fresh start. Each applicant has a customer account without a password (they
// would set one through "forgot password"); the approved ones are in the Trade group, whose
// "Trade prices" list sells every variant below its base price.
import { customers, profiles } from "../db/schema";
import type { Database } from "../db/client";
import { generateId } from "../http/ids";
import { ensureTradePriceList } from "../modules/trade/trade-price-list";
import { addToTradeGroup, ensureTradeGroup } from "../modules/trade/trade-group";

type Status = "pending" | "approved" | "rejected";

const applicants: {
  name: string;
  email: string;
  company: string;
  trade_type: string;
  website: string;
  status: Status;
  appliedDaysAgo: number;
}[] = [
  {
    name: "Mira Okafor",
    email: "mira@okafor-interiors.example",
    company: "Okafor Interiors",
    trade_type: "Interior designer",
    website: "https://okafor-interiors.example",
    status: "pending",
    appliedDaysAgo: 1,
  },
  {
    name: "Jonas Lind",
    email: "jonas@lindarkitekter.example",
    company: "Lind Arkitekter",
    trade_type: "Architect",
    website: "https://lindarkitekter.example",
    status: "pending",
    appliedDaysAgo: 2,
  },
  {
    name: "Priya Raman",
    email: "priya@stagedwell.example",
    company: "Staged Well",
    trade_type: "Home stager",
    website: "https://stagedwell.example",
    status: "pending",
    appliedDaysAgo: 4,
  },
  {
    name: "Tomás Herrera",
    email: "tomas@casaherrera.example",
    company: "Casa Herrera Hospitality",
    trade_type: "Hospitality",
    website: "https://casaherrera.example",
    status: "approved",
    appliedDaysAgo: 12,
  },
  {
    name: "Hannah Weiss",
    email: "hannah@weiss-studio.example",
    company: "Weiss Studio",
    trade_type: "Interior designer",
    website: "https://weiss-studio.example",
    status: "approved",
    appliedDaysAgo: 20,
  },
  {
    name: "Kenji Sato",
    email: "kenji@sato-build.example",
    company: "Sato Build",
    trade_type: "Contractor",
    website: "https://sato-build.example",
    status: "approved",
    appliedDaysAgo: 31,
  },
  {
    name: "Lena Novak",
    email: "lena@novakhomes.example",
    company: "Novak Homes",
    trade_type: "Property developer",
    website: "https://novakhomes.example",
    status: "rejected",
    appliedDaysAgo: 9,
  },
  {
    name: "Sam Carter",
    email: "sam@carter-flips.example",
    company: "Carter Flips",
    trade_type: "Reseller",
    website: "https://carter-flips.example",
    status: "rejected",
    appliedDaysAgo: 15,
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Idempotent: applicants already present are left as staff have reviewed them since. */
export async function seedTradeApplications(db: Database, now: Date): Promise<void> {
  // A shop seeded before trade prices existed has the group but not yet its price list.
  await ensureTradePriceList(db, await ensureTradeGroup(db));
  for (const applicant of applicants) {
    const appliedAt = new Date(now.getTime() - applicant.appliedDaysAgo * DAY_MS);
    const [profile] = await db
      .insert(profiles)
      .values({
        id: generateId("prof"),
        email: applicant.email,
        name: applicant.name,
        company: applicant.company,
        trade_type: applicant.trade_type,
        website: applicant.website,
        trade_status: applicant.status,
        trade_applied_at: appliedAt,
        trade_reviewed_at:
          applicant.status === "pending" ? null : new Date(appliedAt.getTime() + DAY_MS),
      })
      .onConflictDoNothing()
      .returning({ id: profiles.id });
    if (!profile) continue;
    const [firstName, ...rest] = applicant.name.split(" ");
    const [customer] = await db
      .insert(customers)
      .values({
        id: generateId("cus"),
        email: applicant.email,
        first_name: firstName,
        last_name: rest.join(" "),
        has_account: true,
      })
      .onConflictDoNothing()
      .returning({ id: customers.id });
    if (customer && applicant.status === "approved") await addToTradeGroup(db, customer.id);
  }
}
