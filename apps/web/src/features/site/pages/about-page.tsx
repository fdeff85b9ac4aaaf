export default function AboutPage() {
  return (
    <section className="page">
      <h1>About us</h1>
    </section>
  );
}
