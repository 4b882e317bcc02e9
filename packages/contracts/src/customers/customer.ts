// A customer with the relations the `/store/customers/me` and auth routes send (Medusa v1 §8).
import { z } from "zod";
import { Order } from "../orders/entities";
import { Address, CustomerBase } from "./entities";

export const Customer = CustomerBase.extend({
  shipping_addresses: z.array(Address),
  billing_address: Address.nullable().optional().meta({ description: "On the `/me` routes." }),
  orders: z.array(Order).optional().meta({ description: "On sign-in and session answers." }),
}).meta({ id: "Customer" });
export type Customer = z.infer<typeof Customer>;
