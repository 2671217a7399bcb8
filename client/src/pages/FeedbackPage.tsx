import { useAuth } from '../features/auth/queries';
import { trpc } from '../lib/trpc';
import styles from './LegalPage.module.css';
import { usePageTitle } from '../lib/usePageTitle';

export default function FeedbackPage() {
  usePageTitle('Feedback');
  const { user } = useAuth();
  const info = trpc.meta.info.useQuery(undefined, { enabled: Boolean(user), staleTime: Infinity });
  // docs/product.md: screens: renders nothing without a signed-in user.
  if (!user) return null;
  const email = info.data?.supportEmail;
  return (
    <main className={`page ${styles.legal}`}>
      <h1>Feedback</h1>
      <p>Cardcade is in beta, and your feedback shapes what we build next. We would love to hear about:</p>
      <ul>
        <li>
          <strong>Bug reports</strong>: something broke or behaved unexpectedly. Tell us what you did and what you saw.
        </li>
        <li>
          <strong>Feature ideas</strong>: a game mode, an import format or a chart you wish existed.
        </li>
        <li>
          <strong>General experience</strong>: what feels great, what feels slow or confusing.
        </li>
      </ul>
      <div className="card">
        <p style={{ margin: 0 }}>
          Email us at {email ? <a href={`mailto:${email}`}>{email}</a> : <span className="muted">…</span>} from your registered address ({user.email}) so
          we can match your message to your account.
        </p>
      </div>
    </main>
  );
}
