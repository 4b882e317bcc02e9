// Who is behind a request, as `AppEnv` carries it. The modules that work it out (modules/auth)
// import these types; this file imports nothing from modules/, so http/ never loops back into them.

/** The staff member behind an /admin request (contract medusa-v1 §3.3). */
export interface StaffIdentity {
  userId: string;
  email: string;
  via: "session" | "bearer" | "api_key";
}
