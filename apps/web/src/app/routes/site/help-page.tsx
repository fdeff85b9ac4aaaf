import { Link } from '@/lib/router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import {
  ContactDetails,
  OpeningHours,
  useOpeningHoursSentence,
  useRestaurantContact,
} from '@/features/restaurant';
import { InfoPage } from '@/features/site';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import styles from './help-page.module.css';
import type { RestaurantFormat } from '@ninetonine/contract';

/** What an answer may name, from the restaurant's settings. */
interface Facts {
  format: RestaurantFormat;
  /** "every day 09:00 – 21:00 (Kolkata time)"; '' until the settings are known. */
  hours: string;
  contact: ReturnType<typeof useRestaurantContact>;
}
// An answer that names the hours, fees or currency is written from the restaurant's settings.
type Answer = string | ((facts: Facts) => string);

const FAQ: Array<{ group: string; items: Array<{ q: string; a: Answer }> }> = [
  {
    group: 'Ordering',
    items: [
      {
        q: 'When can I order?',
        a: ({ hours }) =>
          `The kitchen cooks ${hours || 'during its opening hours'}. You can browse the menu and fill your cart at any hour, and order for a time slot later today or tomorrow even while the kitchen is closed. Holidays and special hours are listed below and at the foot of every page.`,
      },
      {
        q: 'Do I need an account to order?',
        a: 'You can browse the menu and fill a cart without one, but you sign in to place an order (with your email and a password, with Google, or with a code sent to your phone), so the kitchen can reach you and you can follow your order. Signing in also keeps your cart across devices and your past orders in one place.',
      },
      {
        q: 'Do you deliver, and what does it cost?',
        a: ({ contact, format }) =>
          contact
            ? `We deliver, or you can pick your order up at ${contact.address}. Delivery costs ${contact.deliveryFee === 0 ? 'nothing' : `from ${format.price(contact.deliveryFee)}`}${contact.freeDeliveryFrom === null ? '' : ` and is free from ${format.price(contact.freeDeliveryFrom)}`}${contact.minimumDeliveryOrder > 0 ? `; the smallest order we deliver is ${format.price(contact.minimumDeliveryOrder)}` : ''}. Checkout shows the exact fee for your address before you place the order.`
            : 'We deliver, or you can pick your order up at the kitchen. Checkout shows the exact fee for your address before you place the order.',
      },
      {
        q: 'How do I pay?',
        a: 'In cash when your order is delivered, or at the counter when you pick it up. Checkout shows the total before you place the order.',
      },
      {
        q: 'Can I cancel an order?',
        a: 'Yes, from the order’s page, until the kitchen accepts it. Once it is cooking it can no longer be cancelled; please call us. The cancellation and refund policy has the details.',
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
        a: ({ format: f }) =>
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
  const facts: Facts = {
    format,
    hours: useOpeningHoursSentence({ withZone: true }),
    contact: useRestaurantContact(),
  };
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
              <p className={styles.answer}>{typeof item.a === 'string' ? item.a : item.a(facts)}</p>
            </details>
          ))}
        </section>
      ))}
      <aside className={styles.contact}>
        <h2>Still hungry for answers?</h2>
        <p>Our team reads every message during kitchen hours. Call us or write to us.</p>
        <ContactDetails />
        <h3>Kitchen hours</h3>
        <OpeningHours />
        <p>
          <Link to="/contact-us" className="btn btn-primary">
            Contact us
          </Link>
        </p>
        <p>
          See also the <Link to="/privacy-policy">privacy policy</Link> and the{' '}
          <Link to="/refund-policy">cancellation and refund policy</Link>.
        </p>
      </aside>
    </InfoPage>
  );
}
