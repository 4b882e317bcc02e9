// What every route handler can reach: the database, the configuration, and per-request state.
import type { ApiConfig } from "../config";
import type { Database, DatabaseHandle } from "../db/client";
import type { StaffIdentity } from "./identity";

export interface AppDeps {
  db: Database;
  database: DatabaseHandle;
  config: ApiConfig;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    /** The signed-in customer, from the session cookie or a store bearer token (modules/auth). */
    customerId?: string;
    /** The staff member behind an /admin request, set by `requireStaff` (modules/auth). */
    staff?: StaffIdentity;
  };
}
