export default function HomePage() {
  return <main>Atelier</main>;
}
