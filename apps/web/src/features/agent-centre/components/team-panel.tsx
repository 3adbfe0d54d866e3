import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { PagedQueryView } from '../../../components/ui/paged-query';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { usePermissionValue } from '../../system/api/get-permission';
import { useTeam, type TeamListQuery } from '../api/get-team';
import { TeamTable } from './team-table';

const PAGE_SIZE = 20;
const scopes = ['all', 'direct'] as const;

/** Team management: the accounts under the agent, searched by name, direct or all. */
export function TeamPanel() {
  const { t } = useTranslation();
  const { timeZone } = usePermissionValue().whitelabel;
  const [draft, setDraft] = useState('');
  const [scope, setScope] = useState<TeamListQuery['scope']>('all');
  const [search, setSearch] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const query = useTeam({ query: search, scope, pageNo, pageSize: PAGE_SIZE });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft.trim());
    setPageNo(1);
  };

  return (
    <div className="agent-panel__stack">
      <form
        className="agent-filter"
        onSubmit={handleSubmit}
        role="search"
        data-testid="agent-team-filter"
      >
        <TextField
          label={t('agent.team.search')}
          type="search"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          maxLength={64}
          autoComplete="off"
          spellCheck={false}
          testId="agent-team-search"
        />
        <SelectField
          label={t('agent.team.scope')}
          options={scopes.map((s) => ({ value: s, label: t(`agent.team.scopes.${s}`) }))}
          value={scope}
          onChange={(e) => {
            setScope(e.target.value as TeamListQuery['scope']);
            setPageNo(1);
          }}
          testId="agent-team-scope"
        />
        <div className="agent-filter__action">
          <Button type="submit" variant="primary" data-testid="agent-team-submit">
            {t('dateRange.search')}
          </Button>
        </div>
      </form>
      <div className="agent-panel__stack" aria-busy={query.isFetching}>
        <PagedQueryView
          query={query}
          testId="agent-team"
          loadingLines={6}
          emptyTitle={t('agent.team.empty')}
          onPageChange={setPageNo}
        >
          {(page) => (
            <TeamTable rows={page.content} exponent={page.currencyExponent} timeZone={timeZone} />
          )}
        </PagedQueryView>
      </div>
    </div>
  );
}
