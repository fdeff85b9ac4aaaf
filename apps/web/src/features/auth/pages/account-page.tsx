export default function AccountPage() {
  return (
    <section className="page">
      <h1>Your account</h1>
    </section>
  );
}
