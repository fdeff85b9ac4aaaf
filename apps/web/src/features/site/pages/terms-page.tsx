export default function TermsPage() {
  return (
    <section className="page">
      <h1>Terms and conditions</h1>
    </section>
  );
}
