export { RegionSelector } from "./components/region-selector";
export {
  StoreProvider,
  useStore,
  type StoreContextValue,
  type StoreProviderProps,
} from "./store-context";
