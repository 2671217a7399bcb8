import { useQuery } from '@tanstack/react-query';
import { ErrorWithRetry, Loading } from '../components/ui/Status';
import { operationsByTag, type FieldRow, type Operation } from '../features/apiDocs/openapiView';
import { usePageTitle } from '../lib/usePageTitle';
import styles from './ApiDocsPage.module.css';

/**
 * `/developers`: the REST API reference (docs/api.md), read from GET /api/openapi.json and shown
 * as plain lists (no third-party viewer): each path with its method, what it does, its
 * parameters, its body's fields and its answers.
 */
export default function ApiDocsPage() {
  usePageTitle('API reference');
  const doc = useQuery({
    queryKey: ['openapi.json'],
    queryFn: async () => {
      const res = await fetch('/api/openapi.json', { credentials: 'same-origin' });
      if (!res.ok) throw new Error(`The API reference could not be loaded (${res.status}).`);
      return (await res.json()) as Record<string, unknown>;
    },
    staleTime: Infinity,
  });

  let body;
  if (doc.isPending) body = <Loading text="Loading the API reference..." />;
  else if (doc.isError) body = <ErrorWithRetry message="The API reference could not be loaded." onRetry={() => void doc.refetch()} />;
  else {
    const groups = operationsByTag(doc.data);
    body = (
      <>
        <nav aria-label="API sections" className={styles.toc}>
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
      </>
    );
  }

  return (
    <main className={`page ${styles.page}`}>
      <header className={styles.header}>
        <h1>API reference</h1>
        <p className="muted">
          Every path of this server&apos;s REST API. Sign in with a personal API token: make one under Profile → API tokens and send it as{' '}
          <code>Authorization: Bearer &lt;token&gt;</code>. A read-only token may only use GET. The same list as an OpenAPI 3.1 document:{' '}
          <a href="/api/openapi.json">/api/openapi.json</a>. Tools that speak AnkiConnect (Yomitan, yanki) use <code>POST /ankiconnect</code> with the token as their key.
        </p>
      </header>
      {body}
    </main>
  );
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

function OperationCard({ op }: { op: Operation }) {
  return (
    <article className={styles.op} aria-labelledby={op.id}>
      <h3 id={op.id} className={styles.opTitle}>
        <span className={`${styles.method} ${styles[op.method.toLowerCase()] ?? ''}`}>{op.method}</span>{' '}
        <code className={styles.path}>{op.path}</code>
      </h3>
      <p className={styles.summary}>
        {op.summary}
        {!op.needsAuth && <span className={styles.public}>No sign-in needed</span>}
      </p>
      {op.params.length > 0 && <Fields title="Parameters" rows={op.params} />}
      {op.body && <Fields title={`Body (${op.bodyType})`} rows={op.body} />}
      <div className={styles.responses}>
        <h4>Answers</h4>
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
  return (
    <div className={styles.fields}>
      <h4>{title}</h4>
      {rows.length === 0 ? (
        <p className="muted">Any JSON.</p>
      ) : (
        <dl>
          {rows.map((row) => (
            <div key={row.name} className={styles.field}>
              <dt>
                <code>{row.name}</code>
                {row.required && <span className={styles.required}>required</span>}
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
