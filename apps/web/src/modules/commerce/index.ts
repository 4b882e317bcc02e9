export { useCommerce, useRuntimeConfig } from "./commerce-context";
