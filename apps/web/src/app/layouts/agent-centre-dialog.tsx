import AgentCentreModal from '../../features/agent-centre/components/agent-centre-modal';
import { AnnouncementList } from '../../features/announcements/components/announcement-list';
import { usePermissionValue } from '../../features/system/api/get-permission';

/**
 * The agent centre with the part another feature owns: the announcement list of its first
 * entry. Loaded when the dialog first opens.
 */
export default function AgentCentreDialog({ onClose }: { onClose: () => void }) {
  const { timeZone } = usePermissionValue().whitelabel;
  return (
    <AgentCentreModal onClose={onClose} announcements={<AnnouncementList timeZone={timeZone} />} />
  );
}
