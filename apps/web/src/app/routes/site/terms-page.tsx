import { Link } from '@/lib/router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import type { RestaurantFormat } from '@ninetonine/contract';
import { ContactDetails, useOpeningHoursSentence } from '@/features/restaurant';
import { InfoPage } from '@/features/site';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import styles from './terms-page.module.css';

interface Facts {
  format: RestaurantFormat;
  /** "every day 09:00 – 21:00 (Kolkata time)"; '' until the settings are known. */
  hours: string;
}
// A paragraph that names the hours or the currency is written from the restaurant's settings.
const SECTIONS: Array<{ title: string; body: Array<string | ((f: Facts) => string)> }> = [
  {
    title: '1. About these terms',
    body: [
      'These terms apply when you browse the NineToNine storefront or place an order with our kitchen. By placing an order you accept them.',
    ],
  },
  {
    title: '2. Orders',
    body: [
      ({ hours }) =>
        `An order is a request to cook the dishes in your cart. We confirm it once the kitchen accepts it. The kitchen cooks ${hours || 'during its opening hours'}, except on the holidays and special days listed at the foot of every page. You sign in to place an order.`,
      'You can cancel an order from its page until the kitchen accepts it. Cancellations and refunds follow our cancellation and refund policy.',
      'A dish can sell out after you add it to your cart. If that happens we tell you before cooking and you are not charged for it.',
    ],
  },
  {
    title: '3. Prices',
    body: [
      ({ format: f }) =>
        `Prices are in ${f.currencyName} (${f.currencySymbol}) and are those shown at the moment you place the order. A discounted price is shown next to the original, which is struck through.`,
    ],
  },
  {
    title: '4. Allergies and dietary information',
    body: [
      'Dietary chips (veg, vegan, spicy, nuts) describe the recipe. Our kitchen handles nuts, dairy, gluten and sesame, so traces can never be ruled out. Please contact us before ordering if you have a severe allergy.',
    ],
  },
  {
    title: '5. Your account',
    body: [
      'Keep your sign-in details to yourself. You are responsible for orders placed from your account. You can change your password at any time.',
    ],
  },
  {
    title: '6. Your data',
    body: [
      'We keep only what we need to cook and deliver your orders and to answer your messages. We never sell your data. Our privacy policy says what we keep and why.',
    ],
  },
  {
    title: '7. Changes',
    body: [
      'We may update these terms; the version on this page is the one in force. Orders already placed stay under the terms in force when they were placed.',
    ],
  },
];

export default function TermsPage() {
  useDocumentTitle('Terms and conditions');
  const facts: Facts = {
    format: useRestaurantFormat(),
    hours: useOpeningHoursSentence({ withZone: true }),
  };
  return (
    <InfoPage
      kicker="The small print, kept short"
      title="Terms and conditions"
      lede={<p>Plain words about how ordering from NineToNine works.</p>}
    >
      <nav aria-label="Sections" className={styles.toc}>
        <ol>
          {SECTIONS.map((s, i) => (
            <li key={s.title}>
              <a href={`#terms-${i + 1}`}>{s.title.replace(/^\d+\.\s*/, '')}</a>
            </li>
          ))}
        </ol>
      </nav>
      {SECTIONS.map((s, i) => (
        <section key={s.title} id={`terms-${i + 1}`} className={styles.section}>
          <h2>{s.title}</h2>
          {s.body
            .map((p) => (typeof p === 'string' ? p : p(facts)))
            .map((p) => (
              <p key={p}>{p}</p>
            ))}
        </section>
      ))}
      <p className={styles.questions}>
        Questions about these terms? <Link to="/contact-us">Contact us</Link>. See also the{' '}
        <Link to="/privacy-policy">privacy policy</Link> and the{' '}
        <Link to="/refund-policy">cancellation and refund policy</Link>.
      </p>
      <ContactDetails className={styles.questions} />
    </InfoPage>
  );
}
