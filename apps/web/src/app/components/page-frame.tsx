import type { ReactNode } from 'react';
import type { BannerGroup } from '@sorteo/shared';
import { usePermissionValue } from '../../features/system/api/get-permission';
import { RouteBanners } from './route-banners';
import './page-frame.css';

export interface PageFrameProps {
  /** Stable name of the page, used for its test id. */
  id: string;
  title: string;
  /** Visually hide the heading when the page speaks for itself (home). */
  hideTitle?: boolean;
  banner?: BannerGroup;
  /** The tab title when it should not be `title · brand`. */
  documentTitle?: string;
  children: ReactNode;
}

/** The frame every route page shares: document title, banner strip, heading, content. */
export function PageFrame({
  id,
  title,
  hideTitle,
  banner,
  documentTitle,
  children,
}: PageFrameProps) {
  const brand = usePermissionValue().whitelabel.name;
  return (
    <div className="page" data-testid={`page-${id}`}>
      <title>{documentTitle ?? `${title} · ${brand}`}</title>
      {banner ? <RouteBanners group={banner} /> : null}
      <h1 className={hideTitle ? 'visually-hidden' : 'page__title'}>{title}</h1>
      <div className="page__body">{children}</div>
    </div>
  );
}
