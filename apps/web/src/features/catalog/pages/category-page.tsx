export default function CategoryPage() {
  return (
    <section className="page">
      <h1>Category</h1>
    </section>
  );
}
