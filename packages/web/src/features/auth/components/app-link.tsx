import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

/** An antd-styled link that navigates inside the app (and still opens in a new tab with a modifier key). */
export function AppLink({ to, children }: { to: string; children?: ReactNode }) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLElement>(to);
  return (
    <Typography.Link href={href} onClick={onClick}>
      {children}
    </Typography.Link>
  );
}
