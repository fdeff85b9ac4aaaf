export default function ContactPage() {
  return (
    <section className="page">
      <h1>Contact us</h1>
    </section>
  );
}
