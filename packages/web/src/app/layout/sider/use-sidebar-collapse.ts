import { SIDEBAR_COLLAPSE_BELOW_PX, SIDEBAR_HOVER_OPEN_MS } from '@mbo/contracts/constants';
import { useCallback, useEffect, useRef, useState } from 'react';

const WIDE_QUERY = `(min-width: ${SIDEBAR_COLLAPSE_BELOW_PX}px)`;
const isWide = () => window.matchMedia(WIDE_QUERY).matches;

export interface SidebarCollapse {
  isCollapsed: boolean;
  toggle: () => void;
  /** Hover handlers of the collapsed handle and sider: a 1-second hover opens it until the pointer leaves. */
  onPointerEnter: () => void;
  onPointerLeave: () => void;
}

/**
 * The sider collapses below 1440 px and expands at and above (spec, section 2), following the window as it is
 * resized; the toggle overrides that until the next crossing of the breakpoint. Hovering a collapsed sider for
 * SIDEBAR_HOVER_OPEN_MS opens it as a peek, which folds back when the pointer leaves.
 */
export function useSidebarCollapse(): SidebarCollapse {
  const [isCollapsed, setIsCollapsed] = useState(() => !isWide());
  const [isPeeking, setIsPeeking] = useState(false);
  const hoverTimer = useRef<number | null>(null);

  useEffect(() => {
    const query = window.matchMedia(WIDE_QUERY);
    const onChange = (event: MediaQueryListEvent) => {
      setIsCollapsed(!event.matches);
      setIsPeeking(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const cancelHover = () => {
    if (hoverTimer.current !== null) window.clearTimeout(hoverTimer.current);
    hoverTimer.current = null;
  };
  useEffect(() => cancelHover, []);

  const onPointerEnter = useCallback(() => {
    if (!isCollapsed || hoverTimer.current !== null) return;
    hoverTimer.current = window.setTimeout(() => {
      hoverTimer.current = null;
      setIsCollapsed(false);
      setIsPeeking(true);
    }, SIDEBAR_HOVER_OPEN_MS);
  }, [isCollapsed]);

  const onPointerLeave = useCallback(() => {
    cancelHover();
    if (isPeeking) {
      setIsCollapsed(true);
      setIsPeeking(false);
    }
  }, [isPeeking]);

  const toggle = useCallback(() => {
    cancelHover();
    setIsPeeking(false);
    setIsCollapsed((value) => !value);
  }, []);

  return { isCollapsed, toggle, onPointerEnter, onPointerLeave };
}
