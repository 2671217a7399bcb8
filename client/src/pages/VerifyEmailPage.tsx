import { useEffect, useRef } from 'react';
import { Link, useSearch } from 'wouter';
import { MAIL_MSG } from '../../../shared/messages';
import { Loading } from '../components/ui/Status';
import { errorMessage, trpc } from '../lib/trpc';
import { usePageTitle } from '../lib/usePageTitle';
import styles from './AuthForm.module.css';
import { useT } from '../i18n';
import { useMsg } from '../i18n/useMsg';
import { namespace as authLinksNs } from '../locales/authLinks';

/** `/verify-email?token=…` (a new account's address) and `?change=1&token=…` (a new address), from a mail (docs/mail.md). */
export default function VerifyEmailPage() {
  const t = useT(authLinksNs);
  const tm = useMsg();
  const params = new URLSearchParams(useSearch());
  const token = params.get('token') ?? '';
  const change = params.get('change') === '1';
  usePageTitle(t('authLinks.verify.title'));
  const utils = trpc.useUtils();
  const verify = trpc.mail.verifyEmail.useMutation();
  const confirm = trpc.mail.confirmEmailChange.useMutation({ onSuccess: () => utils.auth.me.invalidate() });
  const mutation = change ? confirm : verify;
  const sent = useRef('');
  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    mutation.mutate({ token });
  }, [token, mutation]);

  let body;
  if (!token) body = <div className="alert alert-error" role="alert">{tm(MAIL_MSG.linkInvalid)}</div>;
  else if (mutation.isError) body = <div className="alert alert-error" role="alert">{errorMessage(mutation.error, tm(MAIL_MSG.linkInvalid))}</div>;
  else if (mutation.isSuccess) body = <div className="alert alert-success" role="status">{tm(change ? MAIL_MSG.emailChanged : MAIL_MSG.emailConfirmed)}</div>;
  else body = <Loading text={t('authLinks.verify.confirming')} />;

  return (
    <main className={styles.wrap}>
      <div className={`card ${styles.panel}`}>
        <h1 className={styles.title}>{change ? t('authLinks.verify.newTitle') : t('authLinks.verify.title')}</h1>
        {body}
        <p className={styles.switch}>
          <Link href={change ? '/profile' : '/login'}>{change ? t('authLinks.verify.backProfile') : t('authLinks.verify.login')}</Link>
        </p>
      </div>
    </main>
  );
}
