export default function ChangePasswordPage() {
  return (
    <section className="page">
      <h1>Change password</h1>
    </section>
  );
}
