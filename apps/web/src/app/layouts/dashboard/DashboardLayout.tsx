import { useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { JumpBox } from '../../../features/jump/JumpBox';
import { useJumpShortcut } from '../../../features/jump/useJumpShortcut';
import { useEscapeKey } from '../../../features/ui/useEscapeKey';
import { useScrollLock } from '../../../features/ui/useScrollLock';
import { RouteMain } from '../RouteMain';
import styles from './DashboardLayout.module.css';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';

/** Sidebar, top bar and the page of a dashboard route; Ctrl+K / ⌘K opens the jump box. */
export function DashboardLayout() {
  const { pathname } = useLocation();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const closeSidebar = useCallback(() => setSidebarOpen(false), []);
  const [jumpOpen, setJumpOpen] = useJumpShortcut();

  useScrollLock(sidebarOpen);
  useEscapeKey(sidebarOpen, closeSidebar);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path means a sidebar link was followed.
  useEffect(closeSidebar, [pathname]);

  return (
    <div className={styles.shell}>
      <Sidebar open={sidebarOpen} />
      {sidebarOpen && <div className={styles.overlay} onClick={closeSidebar} aria-hidden="true" />}
      <div className={styles.column}>
        <TopBar sidebarOpen={sidebarOpen} onToggleSidebar={() => setSidebarOpen((open) => !open)} />
        <RouteMain className={styles.main} path={pathname}>
          <Outlet />
        </RouteMain>
      </div>
      <JumpBox open={jumpOpen} onClose={() => setJumpOpen(false)} />
    </div>
  );
}
