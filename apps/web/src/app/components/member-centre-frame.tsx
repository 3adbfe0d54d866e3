import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { LockIcon } from '../../components/ui/icons';
import { Spinner } from '../../components/ui/spinner';
import { isTrialAccount, useTrialNotice } from '../../features/session/require-real-account';
import { useSession } from '../../features/session/session-store';
import { useUiStore } from '../../lib/ui-store';
import { memberCentreEntries } from './member-centre-menu';
import { PageFrame } from './page-frame';
import './member-centre-frame.css';

export interface MemberCentreFrameProps {
  /** Stable name of the page: `page-<id>`, and `<id>-guest` / `<id>-trial` for the gates. */
  id: string;
  title: string;
  children: ReactNode;
}

function MemberCentreMenu() {
  const { t } = useTranslation();
  return (
    <nav
      className="member-centre__nav"
      aria-label={t('memberCentre.menu')}
      data-testid="member-centre-menu"
    >
      <ul className="member-centre__list">
        {memberCentreEntries.map((entry) => (
          <li key={entry.key}>
            <NavLink
              to={entry.path}
              className="member-centre__link"
              data-testid={`member-centre-${entry.key}`}
            >
              {t(`memberCentre.entries.${entry.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** What the page shows instead of its content until a real account is signed in. */
function Gate({ id, children }: { id: string; children: ReactNode }) {
  const { t } = useTranslation();
  const status = useSession((s) => s.status);
  const member = useSession((s) => s.member);
  const resumeSession = useSession((s) => s.resumeSession);
  const openModal = useUiStore((s) => s.openModal);
  const trial = isTrialAccount(member?.type);

  useEffect(() => {
    // Already open (a session that just ended opens it with its reason): keep that reason.
    if (status === 'guest' && useUiStore.getState().modal !== 'login') openModal('login');
  }, [status, openModal]);
  useEffect(() => {
    if (trial) useTrialNotice.getState().show();
  }, [trial]);

  if (status === 'guest') {
    return (
      <EmptyState
        icon={<LockIcon width={28} height={28} />}
        title={t('memberCentre.signInFirst')}
        action={
          <Button
            type="button"
            variant="primary"
            onClick={() => openModal('login')}
            data-testid={`${id}-sign-in`}
          >
            {t('memberCentre.signIn')}
          </Button>
        }
        testId={`${id}-guest`}
      />
    );
  }
  if (!member) {
    return status === 'loading' ? (
      <Spinner label={t('common.loading')} testId={`${id}-loading`} />
    ) : (
      <ErrorState message={t('errors.NETWORK')} onRetry={() => void resumeSession()} />
    );
  }
  if (trial) return <EmptyState title={t('in_need_true_account')} testId={`${id}-trial`} />;
  return children;
}

/**
 * A member-centre page: the page frame with the personal centre menu beside the content
 * (a scrollable strip above it on narrow screens). Guests get the login dialog and trial
 * accounts the real-account warning instead of the content.
 */
export function MemberCentreFrame({ id, title, children }: MemberCentreFrameProps) {
  return (
    <PageFrame id={id} title={title}>
      <div className="member-centre">
        <MemberCentreMenu />
        <div className="member-centre__content">
          <Gate id={id}>{children}</Gate>
        </div>
      </div>
    </PageFrame>
  );
}
