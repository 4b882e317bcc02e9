// Medusa's router leniency (issue 12): Express answers `/admin/store/` as `/admin/store`, and the
// published medusa-js 6.x client calls some routes with the trailing slash, so every route here
// answers its slashed form exactly as its plain one — guard included.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInStaff, type SignedInStaff } from "./fixtures/staff";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

describe.each(databaseKinds)("trailing slashes on %s", (kind) => {
  let api: TestApi;
  let staff: SignedInStaff;

  beforeAll(async () => {
    api = await startTestApi(kind);
    staff = await signInStaff(api);
  });
  afterAll(() => api?.close());

  it.each(["/admin/store", "/admin/users", "/admin/regions", "/admin/orders"])(
    "GET %s/ answers as %s for staff",
    async (path) => {
      const plain = await staff.request(path);
      const slashed = await staff.request(`${path}/`);
      expect(plain.status).toBe(200);
      expect(slashed.status).toBe(200);
      expect(await slashed.json()).toEqual(await plain.json());
    },
  );

  it("keeps the staff guard on the slashed form", async () => {
    const response = await api.request("/admin/store/");
    expect(response.status).toBe(401);
  });

  it("answers the Store API's slashed forms too", async () => {
    const headers = { "x-publishable-api-key": api.seed!.publishableApiKey };
    const plain = await api.request("/store/regions", { headers });
    const slashed = await api.request("/store/regions/", { headers });
    expect(slashed.status).toBe(200);
    expect(await slashed.json()).toEqual(await plain.json());
  });

  it("still answers 404 for a path that is not a route, slashed or not", async () => {
    expect((await staff.request("/admin/no-such-thing/")).status).toBe(404);
  });
});
