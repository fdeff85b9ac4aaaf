export default function FoodDetailsPage() {
  return (
    <section className="page">
      <h1>Food</h1>
    </section>
  );
}
