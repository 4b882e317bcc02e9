import { contentRoute } from "@/modules/content/content-route";

// An area the shop delivers to (type `locationsWeServe`) by slug.
const route = contentRoute("locationsWeServe");

export const generateMetadata = route.generateMetadata;
export default route.ContentRoutePage;
