export default function MenuPage() {
  return (
    <section className="page">
      <h1>Menu</h1>
    </section>
  );
}
