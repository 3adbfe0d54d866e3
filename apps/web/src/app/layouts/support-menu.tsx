import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ModId } from '@sorteo/shared/contract/constants';
import { HeadsetIcon } from '../../components/ui/icons';
import { isTrialAccount, requireRealAccount } from '../../features/session/require-real-account';
import { useSession } from '../../features/session/session-store';
import { usePermissionValue } from '../../features/system/api/get-permission';
import { useWhitelabelFlag } from '../../features/system/api/get-whitelabel';
import {
  customerServicePath,
  isSafeHref,
  openCustomerService,
} from '../../features/system/lib/customer-service';
import { paths } from '../../lib/paths';
import { useUiStore } from '../../lib/ui-store';
import { MenuGroup } from './menu-group';
import { SubButton } from './menu-items';

/**
 * Customer service, platform messages, announcements, help centre, speed test and chat
 * room (SPEC §2). Platform messages (the member centre's inbox) and the chat room are for
 * real accounts (SPEC §4 "Chat", §6): a guest is asked to log in, a trial account is told
 * it needs a real one. Sorteo has no message inbox and no chat service yet, so a signed-in
 * real member is offered neither rather than an entry that leads nowhere.
 */
export function SupportMenu({
  collapsed,
  onExpandMenu,
}: {
  collapsed: boolean;
  onExpandMenu: () => void;
}) {
  const { t } = useTranslation();
  const permission = usePermissionValue();
  const chatEnabled = useWhitelabelFlag(ModId.ChatRoom);
  const openModal = useUiStore((s) => s.openModal);
  const loggedIn = useSession((s) => s.status !== 'guest');
  const trial = useSession((s) => isTrialAccount(s.member?.type));
  const csPath = customerServicePath(permission.customerService);
  const speedTest = permission.resources.find((r) => r.resourceType === 'SpeedTest');
  const needsRealAccount = () => requireRealAccount(() => openModal('login'));
  const showRealAccountPrompts = !loggedIn || trial;
  const expandMenu = onExpandMenu;

  return (
    <MenuGroup
      icon={<HeadsetIcon />}
      label={t('menu.customerService')}
      testId="menu-support"
      collapsed={collapsed}
      onExpandMenu={expandMenu}
    >
      <ul className="menu-sublist">
        {csPath ? (
          <SubButton
            label={t('menu.liveChat')}
            onClick={() => openCustomerService(csPath)}
            testId="menu-live-chat"
          />
        ) : null}
        {showRealAccountPrompts ? (
          <SubButton
            label={t('menu.platformMessages')}
            onClick={needsRealAccount}
            testId="menu-platform-messages"
          />
        ) : null}
        <SubButton
          label={t('menu.announcements')}
          onClick={() => openModal('announcements')}
          testId="menu-announcements"
        />
        <li>
          <Link className="menu-sub" to={paths.help} data-testid="menu-help">
            {t('menu.helpCentre')}
          </Link>
        </li>
        {speedTest && isSafeHref(speedTest.url) ? (
          <li>
            <a
              className="menu-sub"
              href={speedTest.url}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="menu-speed-test"
            >
              {t('menu.speedTest')}
            </a>
          </li>
        ) : (
          <SubButton
            label={t('menu.speedTest')}
            onClick={() => openModal('speedTest')}
            testId="menu-speed-test"
          />
        )}
        {chatEnabled && showRealAccountPrompts ? (
          <SubButton
            label={t('menu.chatRoom')}
            onClick={needsRealAccount}
            testId="menu-chat-room"
          />
        ) : null}
      </ul>
    </MenuGroup>
  );
}
