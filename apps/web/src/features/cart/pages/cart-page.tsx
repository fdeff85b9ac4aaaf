export default function CartPage() {
  return (
    <section className="page">
      <h1>Your cart</h1>
    </section>
  );
}
