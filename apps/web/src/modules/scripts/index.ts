export { PageScripts } from "./components/page-scripts";
