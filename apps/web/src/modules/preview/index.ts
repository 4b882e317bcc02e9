export { PreviewBanner } from "./components/preview-banner";
export { PreviewQuery } from "./components/preview-query";
