import styles from './LegalPage.module.css';
import { usePageTitle } from '../lib/usePageTitle';

export default function TermsPage() {
  usePageTitle('Terms of Service');
  return (
    <main className={`page ${styles.legal}`}>
      <h1>Terms of Service</h1>
      <p className={styles.effective}>Effective date: 6/1/2025</p>
      <h2>The service</h2>
      <p>
        Cardcade lets learners keep decks of flashcards and study them through games, spaced-repetition sessions and progress dashboards. It is
        currently a free beta. A paid subscription for premium features is planned for later; you will be told before anything costs money.
      </p>
      <h2>Who may use it</h2>
      <p>You must be at least 13 years old to use Cardcade.</p>
      <h2>Your content</h2>
      <p>
        Your flashcards remain yours. By adding them to Cardcade you license them to us only as far as needed to run the service for you (storing,
        displaying and scheduling them).
      </p>
      <h2>Your account</h2>
      <p>Keep your password safe. To delete your account, contact the provider of this Cardcade instance.</p>
    </main>
  );
}
