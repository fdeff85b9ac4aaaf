import type { SecondFactorSetup } from '@ninetonine/contract';

/** The QR code (an SVG our server drew) and the same secret as text, to type in by hand. */
export function AppSetup({ setup }: { setup: SecondFactorSetup }) {
  return (
    <div>
      <p>
        Scan this code with your authenticator app (Google Authenticator, Microsoft Authenticator,
        1Password…), then enter the 6-digit code it shows.
      </p>
      <img src={setup.qrCode} alt="QR code for your authenticator app" width={200} height={200} />
      <p>
        Or enter this key by hand: <code data-testid="second-factor-secret">{setup.secret}</code>
      </p>
    </div>
  );
}

/** Recovery codes, shown once. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div role="status">
      <p>
        <strong>Save your recovery codes.</strong> Each one signs you in once if you lose your
        phone. They are shown only now.
      </p>
      <ul aria-label="Recovery codes">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}
