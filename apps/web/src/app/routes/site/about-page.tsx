import { Link } from '@/lib/router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { InfoPage } from '@/features/site';
import styles from './about-page.module.css';
import { MenuLink } from '@/components/menu-link';
import { IconDisc } from '@/components/icon-disc';

const VALUES = [
  {
    icon: 'fire' as const,
    title: 'Spices ground every morning',
    text: 'Cumin, coriander and cardamom are toasted and ground before the kitchen opens, so the first batch tastes the way it should.',
  },
  {
    icon: 'herb' as const,
    title: 'Market produce, daily',
    text: 'Our vegetables come from the morning market. What is not cooked today goes to the staff meal, never to tomorrow.',
  },
  {
    icon: 'clock' as const,
    title: 'Cooked when you order',
    text: 'Curries simmer all day, but every plate is finished, tempered and packed only when your order arrives.',
  },
];

export default function AboutPage() {
  useDocumentTitle('About us');
  return (
    <InfoPage
      kicker="Our story"
      title="About NineToNine"
      lede={
        <p>
          A small kitchen with a simple promise: fresh food, cooked to order, from the first batch
          of the morning to the last order of the night.
        </p>
      }
    >
      <section className={styles.story} aria-labelledby="about-story">
        <h2 id="about-story">How it started</h2>
        <p>
          NineToNine began with one tawa, a pressure cooker and a handwritten menu taped to a
          neighbourhood window. Our founders cooked the food they grew up with, in the hours their
          neighbours were hungry: parathas for the 9 o'clock commute, thalis at lunch, chaat at
          sundown and biryani for the ones working late.
        </p>
        <p>
          The window became a kitchen, the kitchen became a team of twelve, and the handwritten menu
          became the one you can browse today. The hours never changed. Neither did the rule:
          nothing is cooked before you order it.
        </p>
        <blockquote className={styles.quote}>
          <p>
            “If it was not good enough for our own table at the end of the night, it does not leave
            the kitchen.”
          </p>
          <footer>— the NineToNine chefs</footer>
        </blockquote>
      </section>
      <section aria-labelledby="about-values">
        <h2 id="about-values">What we hold on to</h2>
        <ul className={styles.values}>
          {VALUES.map((v) => (
            <li key={v.title}>
              <IconDisc name={v.icon} size={24} className={styles.icon} />
              <h3>{v.title}</h3>
              <p>{v.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.numbers} aria-labelledby="about-numbers">
        <h2 id="about-numbers" className="visually-hidden">
          NineToNine in numbers
        </h2>
        <dl>
          <div>
            <dt>Hours of cooking a day</dt>
            <dd>12</dd>
          </div>
          <div>
            <dt>Days open a year</dt>
            <dd>365</dd>
          </div>
          <div>
            <dt>Spices ground in house</dt>
            <dd>21</dd>
          </div>
        </dl>
      </section>
      <p className={styles.cta}>
        <MenuLink>Taste the menu</MenuLink>
        <Link to="/contact-us" className="btn">
          Say hello
        </Link>
      </p>
    </InfoPage>
  );
}
