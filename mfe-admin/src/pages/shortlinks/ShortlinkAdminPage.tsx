import { useEffect } from 'react';
import { SHORTLINK_MESSAGES } from '@quizlink/contracts/shortlink';
import { pageTitle, setPageMeta } from '@quizlink/platform';
import { ShortlinkLogin } from './ShortlinkLogin.tsx';
import { ShortlinkManager } from './ShortlinkManager.tsx';
import { useShortlinkAdmin } from './use-shortlink-admin.ts';

/** /admin/shortlinks: the login view, then the manager view (spec §2 Shortlink admin). */
export function ShortlinkAdminPage() {
  const admin = useShortlinkAdmin();

  useEffect(() => {
    setPageMeta({ title: pageTitle(SHORTLINK_MESSAGES.loginTitle), description: SHORTLINK_MESSAGES.loginPrompt, noindex: true });
  }, []);

  if (!admin.loggedIn) {
    return <ShortlinkLogin password={admin.password} onPasswordChange={admin.setPassword} busy={admin.busy} message={admin.message} onLogin={() => void admin.login()} />;
  }
  return (
    <ShortlinkManager
      links={admin.links}
      busy={admin.busy}
      message={admin.message}
      short={admin.short}
      target={admin.target}
      copied={admin.copied}
      onShortChange={admin.setShort}
      onTargetChange={admin.setTarget}
      onCreate={() => void admin.create()}
      onRefresh={() => void admin.refresh()}
      onCopy={(short) => void admin.copy(short)}
      onDelete={(short) => void admin.remove(short)}
      onLogout={admin.logout}
    />
  );
}
