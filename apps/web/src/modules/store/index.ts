export { RegionSelector } from "./components/region-selector";
export { useStore, type StoreContextValue } from "./store-context";
