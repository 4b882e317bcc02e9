export { CommerceProvider, useCommerce } from "./commerce-provider";
