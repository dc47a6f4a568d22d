import { Factory, LogOut } from '@/components/ui/icons';
import Link from '@/components/ui/link';
import { ScanField } from '@/components/scan/scan-field';
import { LogoutButton } from './logout-button';
import { PhaseMenus, UserMenu, type NavPhase } from './nav-menus';
import { NAV_TARGET, type NavUser } from './nav-triggers';

/**
 * The app's top bar, rendered on the server: its logo and icons send no JavaScript; the menus (nav-menus.tsx),
 * the scan field (scan to act, components/scan) and the logout button are the client islands.
 */
export function NavBar({ user, phases }: { user: NavUser; phases: NavPhase[] }) {
  return (
    <header className="sticky top-0 z-40 border-b bg-slate-900 text-slate-50">
      {/* On a phone the row is wider than the screen: it scrolls inside the dark bar instead of spilling onto the page. */}
      <nav className="mx-auto flex h-14 max-w-7xl items-center gap-2 overflow-x-auto px-4 sm:px-6" aria-label="Main">
        <Link href="/dashboard" className={`mr-4 flex items-center gap-2 text-lg font-semibold tracking-tight ${NAV_TARGET}`}>
          <Factory className="size-5 text-sky-400" aria-hidden />
          Moldline
        </Link>
        <PhaseMenus phases={phases} />
        <div className="ml-auto flex items-center gap-2 lg:gap-3">
          <ScanField />
          <UserMenu user={user} />
          <LogoutButton className={`text-slate-200 hover:bg-slate-800 hover:text-white ${NAV_TARGET}`}>
            <LogOut className="size-4" aria-hidden />
            <span className="max-lg:sr-only">Logout</span>
          </LogoutButton>
        </div>
      </nav>
    </header>
  );
}
