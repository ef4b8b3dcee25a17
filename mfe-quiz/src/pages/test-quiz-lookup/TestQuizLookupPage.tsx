import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PAGE_PATHS, PLATFORM_MESSAGES } from '@quizlink/contracts/platform';
import { QUIZ_LINK_TEXTS, type QuizListItem } from '@quizlink/contracts/quiz';
import { LOCAL_KEYS, local, navigate, statusOf } from '@quizlink/platform';
import { Alert, Button, Card, PageTitle, Stack, TextField } from '@quizlink/ui';
import { quizQueryKeys } from '../../api/query-keys.ts';
import { quizzesApi } from '../../api/quizzes.api.ts';
import { useCopy } from '../../components/use-copy.ts';
import { lookupPath, type LookupKind } from './lookup-url.ts';

const NEEDS_ADMIN = new Set([401, 403]);

/**
 * Refused (401/403): the list (every quiz's code and slug) is for the admin only, in every run mode,
 * so the page offers the admin sign-in (the inbox keeps the token this page sends); anything else: it
 * could not be loaded.
 */
function ListUnavailable({ error }: { error: unknown }) {
  const status = statusOf(error);
  if (status !== undefined && NEEDS_ADMIN.has(status)) {
    return (
      <Stack gap={2}>
        <p>The list of existing quizzes needs an admin sign-in.</p>
        <div>
          <Button variant="outline" size="sm" onClick={() => navigate(PAGE_PATHS.admin)}>
            Sign in as admin
          </Button>
        </div>
      </Stack>
    );
  }
  return <Alert variant="error">The list of existing quizzes could not be loaded.</Alert>;
}

/** /test-quiz-lookup: builds a quiz link from a slug or a code; lists existing quizzes where allowed. */
export function TestQuizLookupPage() {
  const group = useId();
  const [kind, setKind] = useState<LookupKind>('slug');
  const [value, setValue] = useState('');
  // The admin inbox (mfe-admin) keeps the admin's sign-in token under this key; it opens the list too.
  const list = useQuery({
    queryKey: quizQueryKeys.quizList(),
    queryFn: ({ signal }) => quizzesApi.list({ signal, adminToken: local.get(LOCAL_KEYS.adminToken) }),
  });
  const path = lookupPath(kind, value);
  const url = path ? `${window.location.origin}${path}` : '';

  const pick = (quiz: QuizListItem) => setValue(kind === 'code' ? quiz.accessCode : quiz.urlSlug);
  const { copied, copy } = useCopy();

  return (
    <Stack gap={5}>
      <PageTitle subtitle="Build a quiz link from a slug or an access code.">Test Quiz Lookup</PageTitle>
      <Card>
        <Stack gap={3}>
          <fieldset className="ql-field">
            <legend className="ql-field__label">Look up by</legend>
            <Stack direction="row" gap={4}>
              <label>
                <input type="radio" name={`${group}-kind`} checked={kind === 'slug'} onChange={() => setKind('slug')} /> Slug
              </label>
              <label>
                <input type="radio" name={`${group}-kind`} checked={kind === 'code'} onChange={() => setKind('code')} /> Access code
              </label>
            </Stack>
          </fieldset>
          <TextField id="lookup-value" label={kind === 'code' ? 'Access code' : 'Slug'} value={value} onChange={(e) => setValue(e.target.value)} autoComplete="off" />
          <TextField id="lookup-url" label="Quiz URL" value={url} readOnly />
          <Stack direction="row" gap={2}>
            <Button onClick={() => path && navigate(path)} disabled={!path}>
              Go
            </Button>
            <Button variant="outline" onClick={() => void copy(url)} disabled={!path}>
              {copied ? PLATFORM_MESSAGES.copied : QUIZ_LINK_TEXTS.copyUrl}
            </Button>
          </Stack>
        </Stack>
      </Card>
      <Card heading="Existing quizzes">
        {list.isPending ? <output>Loading quizzes...</output> : null}
        {list.data === undefined && list.isError ? <ListUnavailable error={list.error} /> : null}
        {list.data?.length === 0 ? <p>No quizzes yet.</p> : null}
        {list.data !== undefined && list.data.length > 0 ? (
          <ul aria-label="Existing quizzes">
            {list.data.map((quiz) => (
              <li key={quiz.id}>
                <Button variant="secondary" size="sm" onClick={() => pick(quiz)}>
                  {quiz.creatorName} — {quiz.urlSlug} ({quiz.accessCode})
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </Card>
    </Stack>
  );
}
