import '../../../components/ui/form-layout.css';
import { AgentLinkCard } from './agent-link-card';
import { DownlineForm } from './downline-form';

/** Account (register centre): recruit with the link, or open an account directly. */
export function RegisterCentrePanel() {
  return (
    <div className="agent-panel__stack">
      <AgentLinkCard />
      <DownlineForm />
    </div>
  );
}
