// Admin catalogue words (contract medusa-v1 §12.1). The default page sizes and the product
// statuses are declared with the routes in @atelier/contracts.

/** The value existing variants take for an option added after them. */
export const DEFAULT_OPTION_VALUE = "Default";
