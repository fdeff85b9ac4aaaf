export default function HomePage() {
  return (
    <section className="page">
      <h1>NineToNine</h1>
    </section>
  );
}
