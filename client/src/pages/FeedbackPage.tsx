import { useAuth } from '../features/auth/queries';
import { trpc } from '../lib/trpc';
import styles from './LegalPage.module.css';
import { usePageTitle } from '../lib/usePageTitle';
import { useT } from '../i18n';
import { namespace as legalNs } from '../locales/legal';

const bold = { b: (text: string) => <strong>{text}</strong> };

export default function FeedbackPage() {
  const t = useT(legalNs);
  usePageTitle(t('legal.feedback.title'));
  const { user } = useAuth();
  const info = trpc.meta.info.useQuery(undefined, { enabled: Boolean(user), staleTime: Infinity });
  // docs/product.md: screens: renders nothing without a signed-in user.
  if (!user) return null;
  const email = info.data?.supportEmail;
  return (
    <main className={`page ${styles.legal}`}>
      <h1>{t('legal.feedback.title')}</h1>
      <p>{t('legal.feedback.intro')}</p>
      <ul>
        <li>{t.rich('legal.feedback.bugs', bold)}</li>
        <li>{t.rich('legal.feedback.ideas', bold)}</li>
        <li>{t.rich('legal.feedback.experience', bold)}</li>
      </ul>
      <div className="card">
        <p style={{ margin: 0 }}>
          {t.rich('legal.feedback.email', {
            email: () =>
              email ? (
                <a href={`mailto:${email}`} translate="no">
                  {email}
                </a>
              ) : (
                <span className="muted">…</span>
              ),
            address: () => <span translate="no">{user.email}</span>,
          })}
        </p>
      </div>
    </main>
  );
}
