export function ErrorPage() {
  return <h1>ErrorPage</h1>;
}
