import './feedback.css';

export function Spinner({ label, testId }: { label: string; testId?: string }) {
  return (
    <div className="spinner" role="status" data-testid={testId}>
      <span className="spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
