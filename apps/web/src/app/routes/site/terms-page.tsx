import { Link } from '@/lib/router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import type { RestaurantFormat } from '@ninetonine/contract';
import { InfoPage } from '@/features/site';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import styles from './terms-page.module.css';

// A paragraph that names the currency is written from the restaurant's settings.
const SECTIONS: Array<{ title: string; body: Array<string | ((f: RestaurantFormat) => string)> }> =
  [
    {
      title: '1. About these terms',
      body: [
        'These terms apply when you browse the NineToNine storefront or place an order with our kitchen. By placing an order you accept them.',
      ],
    },
    {
      title: '2. Orders',
      body: [
        'An order is a request to cook the dishes in your cart. We confirm it once the kitchen accepts it. The kitchen cooks from 9:00 to 21:00, India time.',
        'A dish can sell out after you add it to your cart. If that happens we tell you before cooking and you are not charged for it.',
      ],
    },
    {
      title: '3. Prices',
      body: [
        (f) =>
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
        'We keep only what we need to cook and deliver your orders and to answer your messages. We never sell your data.',
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
  const format = useRestaurantFormat();
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
            .map((p) => (typeof p === 'string' ? p : p(format)))
            .map((p) => (
              <p key={p}>{p}</p>
            ))}
        </section>
      ))}
      <p className={styles.questions}>
        Questions about these terms? <Link to="/contact-us">Contact us</Link>.
      </p>
    </InfoPage>
  );
}
