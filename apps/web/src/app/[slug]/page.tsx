import { permanentRedirect } from "next/navigation";
import { contentRoute, type ContentRouteProps } from "@/modules/content/content-route";

// A marketing page (type `page`) by slug. Static routes (/shop, /cart, /account, ...) win over
// this one in Next's router.
const route = contentRoute("page");

export const generateMetadata = route.generateMetadata;

export default async function ContentPage(props: ContentRouteProps) {
  // Spec §2: links to a "home" slug go to /, so the home page has one address.
  if ((await props.params).slug.includes("home")) permanentRedirect("/");
  return <route.ContentRoutePage {...props} />;
}
