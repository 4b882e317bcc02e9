export { useCart, type AddItemInput, type CartContextValue } from "./cart-context";
export {
  CartDropdownProvider,
  useCartDropdown,
  type CartDropdownContextValue,
} from "./cart-dropdown-context";
export { CartButton } from "./components/cart-button";
