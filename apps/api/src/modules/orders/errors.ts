// The errors the order routes answer with (contract medusa-v1 §2, §9).
import { notFound } from "../../http/errors";

export const orderNotFound = (id: string) => notFound(`Order with id ${id} was not found`);

export const orderForCartNotFound = (cartId: string) =>
  notFound(`Order with cart id ${cartId} was not found`);
