export default function SignUpPage() {
  return (
    <section className="page">
      <h1>Create your account</h1>
    </section>
  );
}
