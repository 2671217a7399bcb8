import styles from './LegalPage.module.css';
import { usePageTitle } from '../lib/usePageTitle';

export default function PrivacyPage() {
  usePageTitle('Privacy Policy');
  return (
    <main className={`page ${styles.legal}`}>
      <h1>Privacy Policy</h1>
      <p className={styles.effective}>Effective date: 6/1/2025</p>
      <p>Cardcade is a flashcard study application, currently offered as a free beta. This policy explains what we collect and why.</p>
      <h2>What we collect</h2>
      <ul>
        <li>Your email address, to create and secure your account.</li>
        <li>The flashcards and decks you create or import.</li>
        <li>Usage data about your studying: games played, scores and accuracy.</li>
      </ul>
      <h2>How we use and share it</h2>
      <p>
        We use this information only to run the service: to keep your decks, schedule your reviews and show your progress. We do not sell your
        personal data. We share it only with the hosting and analytics providers that run the service for us.
      </p>
      <h2>Deleting your account</h2>
      <p>To delete your account and its data, contact the provider of this Cardcade instance from your registered email address.</p>
      <h2>Age</h2>
      <p>You must be at least 13 years old to use Cardcade.</p>
    </main>
  );
}
