import { Link } from '@/lib/router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { InfoPage } from '@/features/site';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import styles from './help-page.module.css';
import type { RestaurantFormat } from '@ninetonine/contract';

// An answer that names the currency is written from the restaurant's settings.
type Answer = string | ((format: RestaurantFormat) => string);

const FAQ: Array<{ group: string; items: Array<{ q: string; a: Answer }> }> = [
  {
    group: 'Ordering',
    items: [
      {
        q: 'When can I order?',
        a: 'The kitchen cooks every day from 9:00 to 21:00 (India time). You can browse the menu and fill your cart at any hour; orders are cooked during opening hours.',
      },
      {
        q: 'Do I need an account to order?',
        a: 'You can browse and keep a cart without one. Signing in keeps your cart across devices and lets you see your past orders.',
      },
      {
        q: 'Can I choose a portion size?',
        a: 'Yes. Many dishes come in more than one size; pick one on the dish page before adding it to your cart. Prices are shown for each size.',
      },
    ],
  },
  {
    group: 'Food and allergies',
    items: [
      {
        q: 'How do I find vegetarian, vegan or nut-free dishes?',
        a: 'Every dish is marked with chips (Veg, Vegan, Spicy, Contains nuts or Nut-free). On the menu, use the dietary filters to see only what suits you.',
      },
      {
        q: 'I have a severe allergy. Is your kitchen allergen-free?',
        a: 'No. We cook with nuts, dairy, gluten and sesame in one kitchen, so traces are possible even in dishes marked nut-free. If you have a severe allergy, please contact us before ordering.',
      },
      {
        q: 'What does a 9-to-9 Special mean?',
        a: "Specials are our chefs' signature dishes, cooked in small batches through the day. When a batch sells out the dish shows as sold out until the next one.",
      },
    ],
  },
  {
    group: 'Payments and offers',
    items: [
      {
        q: 'Which currency are prices in?',
        a: (f) =>
          `All prices are in ${f.currencyName} (${f.currencySymbol}) and include the discount shown, if any. The original price is shown struck through next to it.`,
      },
      {
        q: 'Where do I find current offers?',
        a: 'On the Offers page. When there are no offers running, the page says so honestly.',
      },
    ],
  },
];

export default function HelpPage() {
  useDocumentTitle('Help and support');
  const format = useRestaurantFormat();
  return (
    <InfoPage
      kicker="We're here to help"
      title="Help and support"
      lede={<p>Answers to what people ask us most. Can't find yours? Write to us.</p>}
    >
      {FAQ.map((group) => (
        <section key={group.group} aria-labelledby={`faq-${group.group}`} className={styles.group}>
          <h2 id={`faq-${group.group}`}>{group.group}</h2>
          {group.items.map((item) => (
            <details key={item.q} className={styles.item}>
              <summary className={styles.question}>{item.q}</summary>
              <p className={styles.answer}>
                {typeof item.a === 'string' ? item.a : item.a(format)}
              </p>
            </details>
          ))}
        </section>
      ))}
      <aside className={styles.contact}>
        <h2>Still hungry for answers?</h2>
        <p>Our team reads every message during kitchen hours.</p>
        <Link to="/contact-us" className="btn btn-primary">
          Contact us
        </Link>
      </aside>
    </InfoPage>
  );
}
