export default function OrderConfirmationPage() {
  return (
    <section className="page">
      <h1>Order confirmation</h1>
    </section>
  );
}
