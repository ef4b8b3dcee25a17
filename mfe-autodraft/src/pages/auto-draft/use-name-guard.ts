import { useEffect, useState } from 'react';
import { AUTO_DRAFT_MESSAGES } from '@quizlink/contracts/draft';
import { PAGE_PATHS } from '@quizlink/contracts/platform';
import { navigate, session, toast, type SessionUser } from '@quizlink/platform';

/** Auto Draft needs the name typed on the home page: without it, back home with 'Name Required'. */
export function useNameGuard(): SessionUser | null {
  const [user] = useState(() => session.getUser());
  useEffect(() => {
    if (user) return;
    toast({ title: AUTO_DRAFT_MESSAGES.nameRequiredTitle, description: AUTO_DRAFT_MESSAGES.nameRequiredBody, variant: 'destructive' });
    navigate(PAGE_PATHS.home, { replace: true });
  }, [user]);
  return user;
}
