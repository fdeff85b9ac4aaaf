export default function NineSpecialsPage() {
  return (
    <section className="page">
      <h1>9-to-9 specials</h1>
    </section>
  );
}
