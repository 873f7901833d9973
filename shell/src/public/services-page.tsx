export function ServicesPage() {
  return <h1>ServicesPage</h1>;
}
