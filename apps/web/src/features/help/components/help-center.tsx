import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HelpArticle } from '@sorteo/shared';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs } from '../../../components/ui/tabs';
import { errorKey } from '../../../lib/api-client';
import { sanitizeHtml } from '../../../lib/sanitize';
import { useHelpCenter } from '../api/get-help-center';
import './help-center.css';

function Article({ article, open }: { article: HelpArticle; open: boolean }) {
  const html = useMemo(() => sanitizeHtml(article.content), [article.content]);
  return (
    <details className="help-article" open={open} data-testid="help-article" data-id={article.id}>
      <summary className="help-article__summary">
        <span>{article.title}</span>
        <ChevronDownIcon className="help-article__chevron" />
      </summary>
      <div
        className="help-article__body rich-text"
        data-testid="help-article-content"
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </details>
  );
}

/** Help categories as tabs, each article a disclosure with its cleaned HTML. */
export function HelpCenter() {
  const { t } = useTranslation();
  const help = useHelpCenter();
  const [active, setActive] = useState<string | null>(null);

  if (help.isPending) return <Skeleton lines={5} className="help-skeleton" testId="help-loading" />;
  if (help.isError) {
    return <ErrorState message={t(errorKey(help.error))} onRetry={() => void help.refetch()} />;
  }
  const categories = help.data.categories.filter((c) => c.articles.length > 0);
  if (categories.length === 0) {
    return <EmptyState title={t('help.empty')} testId="help-empty" />;
  }
  const current = categories.find((c) => c.name === active) ?? categories[0]!;
  return (
    <div className="help-center" data-testid="help-center">
      <Tabs
        items={categories.map((c, i) => ({ key: String(i), label: c.name }))}
        activeKey={String(categories.indexOf(current))}
        onSelect={(key) => setActive(categories[Number(key)]?.name ?? null)}
        label={t('help.categories')}
        testId="help-tabs"
      >
        <div className="help-articles">
          {current.articles.map((article, i) => (
            <Article key={article.id} article={article} open={i === 0} />
          ))}
        </div>
      </Tabs>
    </div>
  );
}
