// Return reasons under /admin (Medusa v1 §12.1): list, add, read, change and delete.
import {
  AdminDeleteReturnReasonsReason,
  AdminGetReturnReasons,
  AdminGetReturnReasonsReason,
  AdminPostReturnReasons,
  AdminPostReturnReasonsReason,
} from "@atelier/contracts";
import { Hono } from "hono";
import type { AppEnv } from "../../../http/context";
import { bind, mount, reply } from "../../../http/route";
import {
  createReturnReason,
  deleteReturnReason,
  findReturnReason,
  listReturnReasons,
  updateReturnReason,
} from "../return-reasons";

const listRoute = bind(AdminGetReturnReasons, async (c) =>
  reply(c, AdminGetReturnReasons, 200, {
    return_reasons: await listReturnReasons(c.get("deps").db),
  }),
);

const createRoute = bind(AdminPostReturnReasons, async (c, input) => {
  const return_reason = await createReturnReason(c.get("deps").db, await input.body());
  return reply(c, AdminPostReturnReasons, 200, { return_reason });
});

const retrieveRoute = bind(AdminGetReturnReasonsReason, async (c, { params }) =>
  reply(c, AdminGetReturnReasonsReason, 200, {
    return_reason: await findReturnReason(c.get("deps").db, params.id),
  }),
);

const updateRoute = bind(AdminPostReturnReasonsReason, async (c, input) => {
  const body = await input.body();
  const return_reason = await updateReturnReason(c.get("deps").db, input.params.id, body);
  return reply(c, AdminPostReturnReasonsReason, 200, { return_reason });
});

const deleteRoute = bind(AdminDeleteReturnReasonsReason, async (c, { params }) => {
  await deleteReturnReason(c.get("deps").db, params.id);
  return reply(c, AdminDeleteReturnReasonsReason, 200, {
    id: params.id,
    object: "return_reason",
    deleted: true,
  });
});

export const adminReturnReasonRoutes = mount(new Hono<AppEnv>(), "/admin", [
  listRoute,
  createRoute,
  retrieveRoute,
  updateRoute,
  deleteRoute,
]);
