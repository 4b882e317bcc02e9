import { HomeTemplate } from "@/modules/home/templates/home-template";

export default function HomePage() {
  return <HomeTemplate />;
}
