import { useQuery } from '@tanstack/react-query';
import { ErrorWithRetry, Loading } from '../components/ui/Status';
import { operationsByTag, type FieldRow, type Operation } from '../features/apiDocs/openapiView';
import { usePageTitle } from '../lib/usePageTitle';
import styles from './ApiDocsPage.module.css';
import { htmlLang, localeDir } from '../../../shared/i18n/locales';
import { useLocale, useT } from '../i18n';
import { namespace as apiDocsNs } from '../locales/apiDocs';

/**
 * `/developers`: the REST API reference (docs/api.md), read from GET /api/openapi.json and shown
 * as plain lists (no third-party viewer): each path with its method, what it does, its
 * parameters, its body's fields and its answers.
 */
export default function ApiDocsPage() {
  const t = useT(apiDocsNs);
  const locale = useLocale();
  usePageTitle(t('apiDocs.title'));
  const doc = useQuery({
    queryKey: ['openapi.json'],
    queryFn: async () => {
      const res = await fetch('/api/openapi.json', { credentials: 'same-origin' });
      if (!res.ok) throw new Error(t('apiDocs.loadFailedStatus', { status: res.status }));
      return (await res.json()) as Record<string, unknown>;
    },
    staleTime: Infinity,
  });

  let body;
  if (doc.isPending) body = <Loading text={t('apiDocs.loading')} />;
  else if (doc.isError) body = <ErrorWithRetry message={t('apiDocs.loadFailed')} onRetry={() => void doc.refetch()} />;
  else {
    const groups = operationsByTag(doc.data);
    // The operations' own words come from the server's OpenAPI document, in English.
    body = (
      <div lang="en" dir="ltr" translate="no">
        <nav aria-label={t('apiDocs.sections')} className={styles.toc}>
          <ul>
            {groups.map((g) => (
              <li key={g.tag}>
                <a href={`#tag-${slug(g.tag)}`}>{g.tag}</a>
              </li>
            ))}
          </ul>
        </nav>
        {groups.map((g) => (
          <section key={g.tag} aria-labelledby={`tag-${slug(g.tag)}`} className={styles.group}>
            <h2 id={`tag-${slug(g.tag)}`}>{g.tag}</h2>
            {g.operations.map((op) => (
              <OperationCard key={op.id} op={op} />
            ))}
          </section>
        ))}
      </div>
    );
  }

  return (
    <main className={`page ${styles.page}`}>
      <header className={styles.header}>
        <h1>{t('apiDocs.title')}</h1>
        <p className="muted">
          {t.rich('apiDocs.intro', {
            auth: () => <code translate="no">{CODE.auth}</code>,
            doc: () => (
              <a href={CODE.doc} translate="no">
                {CODE.doc}
              </a>
            ),
            anki: () => <code translate="no">{CODE.anki}</code>,
          })}
        </p>
        {locale !== 'en' && <p className="muted">{t('apiDocs.english')}</p>}
      </header>
      {body}
    </main>
  );
}

/** Code in the introduction: the same in every language. */
const CODE = { auth: 'Authorization: Bearer <token>', doc: '/api/openapi.json', anki: 'POST /ankiconnect' };

/** The page's own words inside the English reference: in the reader's language, and translatable. */
function useOwnLanguage() {
  const locale = useLocale();
  return { lang: htmlLang(locale), dir: localeDir(locale), translate: 'yes' as const };
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

function OperationCard({ op }: { op: Operation }) {
  const t = useT(apiDocsNs);
  const own = useOwnLanguage();
  return (
    <article className={styles.op} aria-labelledby={op.id}>
      <h3 id={op.id} className={styles.opTitle}>
        <span className={`${styles.method} ${styles[op.method.toLowerCase()] ?? ''}`}>{op.method}</span>{' '}
        <code className={styles.path}>{op.path}</code>
      </h3>
      <p className={styles.summary}>
        {op.summary}
        {!op.needsAuth && (
          <span className={styles.public} {...own}>
            {t('apiDocs.public')}
          </span>
        )}
      </p>
      {op.params.length > 0 && <Fields title={t('apiDocs.parameters')} rows={op.params} />}
      {op.body && <Fields title={t('apiDocs.body', { type: op.bodyType ?? '' })} rows={op.body} />}
      <div className={styles.responses}>
        <h4 {...own}>{t('apiDocs.answers')}</h4>
        <ul>
          {op.responses.map((r) => (
            <li key={r.status}>
              <code>{r.status}</code> {r.description}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}

function Fields({ title, rows }: { title: string; rows: FieldRow[] }) {
  const t = useT(apiDocsNs);
  const own = useOwnLanguage();
  return (
    <div className={styles.fields}>
      <h4 {...own}>{title}</h4>
      {rows.length === 0 ? (
        <p className="muted" {...own}>
          {t('apiDocs.anyJson')}
        </p>
      ) : (
        <dl>
          {rows.map((row) => (
            <div key={row.name} className={styles.field}>
              <dt>
                <code>{row.name}</code>
                {row.required && (
                  <span className={styles.required} {...own}>
                    {t('apiDocs.required')}
                  </span>
                )}
              </dt>
              <dd>
                <span className={styles.type}>{row.type}</span>
                {row.notes && <span className={styles.notes}> · {row.notes}</span>}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
