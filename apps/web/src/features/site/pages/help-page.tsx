export default function HelpPage() {
  return (
    <section className="page">
      <h1>Help and support</h1>
    </section>
  );
}
