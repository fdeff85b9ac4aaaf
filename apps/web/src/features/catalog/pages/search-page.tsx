export default function SearchPage() {
  return (
    <section className="page">
      <h1>Search</h1>
    </section>
  );
}
