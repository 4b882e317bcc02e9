// Return reasons over real HTTP with the published medusa-js client (Medusa v1 §5, §12.1): staff
// add, nest (one level), change and delete reasons; shoppers list the top level with its
// sub-reasons; a value names one live reason.
import type { ReturnReason } from "@atelier/contracts";
import type Medusa from "@medusajs/medusa-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminMedusa, rejection, storeMedusa } from "./fixtures/medusa-js";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

describe.each(databaseKinds)("return reasons on %s", (kind) => {
  let api: TestApi;
  let admin: Medusa;
  let store: Medusa;
  beforeAll(async () => {
    api = await startTestApi(kind, { seed: false });
    admin = await adminMedusa(api);
    store = storeMedusa(api);
  });
  afterAll(() => api?.close());

  it("adds a reason with sub-reasons and lists the top level with its children", async () => {
    const { return_reason: damaged } = await admin.admin.returnReasons.create({
      value: "damaged",
      label: "Arrived damaged",
      description: "The item was broken or scratched on arrival",
      metadata: { needs_photo: true },
    });
    expect(damaged).toMatchObject({
      value: "damaged",
      label: "Arrived damaged",
      description: "The item was broken or scratched on arrival",
      parent_return_reason_id: null,
      parent_return_reason: null,
      return_reason_children: [],
      metadata: { needs_photo: true },
      deleted_at: null,
    });
    expect(damaged.id).toMatch(/^rr_/);

    const { return_reason: scratched } = await admin.admin.returnReasons.create({
      value: "damaged_scratched",
      label: "Scratched",
      parent_return_reason_id: damaged.id,
    });
    expect(scratched.parent_return_reason_id).toBe(damaged.id);
    expect(scratched.parent_return_reason).toMatchObject({ id: damaged.id, value: "damaged" });
    const { return_reason: size } = await admin.admin.returnReasons.create({
      value: "wrong_size",
      label: "Wrong size",
    });

    const listed: ReturnReason[] = (await store.returnReasons.list()).return_reasons;
    expect(listed.map((reason) => reason.value)).toEqual(["damaged", "wrong_size"]);
    expect(listed[0].return_reason_children.map((child) => child.id)).toEqual([scratched.id]);
    expect(listed[1].id).toBe(size.id);

    const { return_reasons: staffList } = await admin.admin.returnReasons.list();
    expect(staffList).toEqual(listed);

    const { return_reason: read } = await store.returnReasons.retrieve(scratched.id);
    expect(read).toMatchObject({ id: scratched.id, label: "Scratched" });
    expect((await admin.admin.returnReasons.retrieve(damaged.id)).return_reason).toMatchObject({
      return_reason_children: [expect.objectContaining({ id: scratched.id })],
    });
  });

  it("refuses a second level of nesting, a taken value and an unknown parent", async () => {
    const { return_reason: parent } = await admin.admin.returnReasons.create({
      value: "not_as_described",
      label: "Not as described",
    });
    const { return_reason: child } = await admin.admin.returnReasons.create({
      value: "not_as_described_colour",
      label: "Colour differs",
      parent_return_reason_id: parent.id,
    });
    const nested = await rejection(
      admin.admin.returnReasons.create({
        value: "too_deep",
        label: "Too deep",
        parent_return_reason_id: child.id,
      }),
    );
    expect(nested).toMatchObject({
      status: 400,
      body: { type: "invalid_data", message: "Doubly nested return reasons is not supported" },
    });

    const taken = await rejection(
      admin.admin.returnReasons.create({ value: "not_as_described", label: "Again" }),
    );
    expect(taken.status).toBe(422);
    expect(taken.body.type).toBe("duplicate_error");

    const orphan = await rejection(
      admin.admin.returnReasons.create({
        value: "orphan",
        label: "Orphan",
        parent_return_reason_id: "rr_01NOSUCHREASON",
      }),
    );
    expect(orphan.status).toBe(404);

    const blank = await rejection(admin.admin.returnReasons.create({ value: " ", label: "Blank" }));
    expect(blank.status).toBe(400);
    expect(blank.body.message).toContain("value");

    const listed: ReturnReason[] = (await store.returnReasons.list()).return_reasons;
    expect(listed.map((reason) => reason.value)).not.toContain("too_deep");
    expect(listed.map((reason) => reason.value)).not.toContain("orphan");
  });

  it("changes a reason and merges its metadata", async () => {
    const { return_reason: reason } = await admin.admin.returnReasons.create({
      value: "changed_mind",
      label: "Changed my mind",
      metadata: { keep: 1, drop: 2 },
    });
    const { return_reason: changed } = await admin.admin.returnReasons.update(reason.id, {
      label: "No longer wanted",
      description: "Within the 30-day window",
      metadata: { drop: "", added: "yes" },
    });
    expect(changed).toMatchObject({
      id: reason.id,
      value: "changed_mind",
      label: "No longer wanted",
      description: "Within the 30-day window",
      metadata: { keep: 1, added: "yes" },
    });
    expect(new Date(changed.updated_at).getTime()).toBeGreaterThanOrEqual(
      new Date(reason.updated_at).getTime(),
    );
    const missing = await rejection(
      admin.admin.returnReasons.update("rr_01NOSUCHREASON", { label: "x" }),
    );
    expect(missing.status).toBe(404);
  });

  it("deletes a reason with its sub-reasons, and frees its value", async () => {
    const { return_reason: parent } = await admin.admin.returnReasons.create({
      value: "faulty",
      label: "Faulty",
    });
    const { return_reason: child } = await admin.admin.returnReasons.create({
      value: "faulty_wobbles",
      label: "Wobbles",
      parent_return_reason_id: parent.id,
    });

    expect(await admin.admin.returnReasons.delete(parent.id)).toMatchObject({
      id: parent.id,
      object: "return_reason",
      deleted: true,
    });
    expect((await rejection(store.returnReasons.retrieve(parent.id))).status).toBe(404);
    expect((await rejection(admin.admin.returnReasons.retrieve(child.id))).status).toBe(404);
    expect((await rejection(admin.admin.returnReasons.delete(parent.id))).status).toBe(404);
    const listed: ReturnReason[] = (await admin.admin.returnReasons.list()).return_reasons;
    expect(listed.map((reason) => reason.id)).not.toContain(parent.id);

    const { return_reason: again } = await admin.admin.returnReasons.create({
      value: "faulty",
      label: "Faulty (again)",
    });
    expect(again.id).not.toBe(parent.id);
  });

  it("keeps the admin routes behind staff sign-in", async () => {
    const anonymous = await rejection(storeMedusa(api).admin.returnReasons.list());
    expect(anonymous.status).toBe(401);
  });
});
