export default function OffersPage() {
  return (
    <section className="page">
      <h1>Offers</h1>
    </section>
  );
}
