import { contentRoute } from "@/modules/content/content-route";

// A showroom (type `locations`) by slug.
const route = contentRoute("locations");

export const generateMetadata = route.generateMetadata;
export default route.ContentRoutePage;
