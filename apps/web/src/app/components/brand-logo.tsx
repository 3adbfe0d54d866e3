import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import './brand-logo.css';

/** The brand mark: drawn in CSS colours so it follows the theme. */
export function BrandLogo({ name, compact = false }: { name: string; compact?: boolean }) {
  return (
    <Link to={paths.home} className="brand-logo" data-testid="brand-logo" aria-label={name}>
      <svg className="brand-logo__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="12" fill="none" stroke="currentColor" strokeWidth="3.5" />
        <circle cx="16" cy="16" r="4.5" fill="currentColor" />
      </svg>
      {compact ? null : <span className="brand-logo__name">{name}</span>}
    </Link>
  );
}
