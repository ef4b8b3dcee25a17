import { useState } from 'react';
import '../static-pages.css';
import { SHELL_MESSAGES } from '@quizlink/contracts/platform';
import { PageTitle, Tabs } from '@quizlink/ui';
import { pageTitle, usePageMeta } from '../../meta/use-page-meta.ts';
import { HowItWorks } from '../home/sections/HowItWorks.tsx';
import { FAQ_ITEMS } from './faq-content.ts';
import { FaqList } from './FaqList.tsx';

type Tab = 'faq' | 'how';

/** FAQ & How It Works: two tabs (spec), the ten questions and the two ways to make a quiz. */
export default function FaqPage() {
  usePageMeta({
    title: pageTitle(SHELL_MESSAGES.faqTitle),
    description: 'Answers about QuizLink: accounts, question limits, timers, the 7-day lifetime, Auto Draft and privacy, plus how making a quiz works.',
  });
  const [tab, setTab] = useState<Tab>('faq');
  return (
    <div className="ql-static">
      <PageTitle>{SHELL_MESSAGES.faqTitle}</PageTitle>
      <Tabs
        label={SHELL_MESSAGES.faqTitle}
        idPrefix="faq-tabs"
        selected={tab}
        onSelect={(id) => setTab(id as Tab)}
        tabs={[
          { id: 'faq', label: SHELL_MESSAGES.faqTab, panel: <FaqList items={FAQ_ITEMS} /> },
          { id: 'how', label: SHELL_MESSAGES.howItWorksTab, panel: <HowItWorks /> },
        ]}
      />
    </div>
  );
}
