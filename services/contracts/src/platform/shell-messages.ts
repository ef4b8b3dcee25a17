/**
 * Texts of the shell's home sections, static pages, blog, install banner and link previews. Quoted
 * from the spec where it gives them (marked "spec"); the rest are the labels a user of such a product
 * expects. Long-form page copy (articles, FAQ answers, policies) lives with its page in the shell.
 */
export const SHELL_MESSAGES = {
  // Home (spec §2)
  createManualQuiz: 'Create Manual Quiz', // spec
  tryAiAutoCreate: 'Try AI Auto Create', // spec
  viewAll: 'View all', // spec
  whatIsProduct: 'What is QuizLink?', // spec: 'What is the product'
  featuresHeading: 'Why people love QuizLink',
  howItWorksHeading: 'How It Works', // spec
  howItWorksManual: 'Create it yourself',
  howItWorksAi: 'Let AI draft it for you',
  testimonialsHeading: 'What our users say',
  ctaHeading: 'Ready to see who knows you best?',
  blogTeasersHeading: 'From the blog',
  homeLead: 'Build a quiz about yourself or any topic, share one link, and watch the leaderboard fill up. No sign-up, free.',
  startCardHeading: 'Get started',
  // Install banner (spec §2, §4)
  installTitle: 'Install QuizLink',
  installBody: 'Add QuizLink to your home screen for quick access, even offline.',
  install: 'Install',
  howToInstall: 'How to Install', // spec
  dismissInstall: 'Dismiss install banner',
  iosDialogTitle: 'Install QuizLink on your iPhone',
  iosStepShare: 'Tap the Share button', // spec
  iosStepAddToHome: "Select 'Add to Home Screen'", // spec
  iosStepAdd: "Tap 'Add'", // spec
  gotIt: 'Got it!', // spec
  maybeLater: 'Maybe later', // spec
  // Static pages (results-sharing-admin §2)
  aboutTitle: 'About QuizLink',
  faqTitle: 'FAQ & How It Works', // spec
  faqTab: 'FAQ',
  howItWorksTab: 'How It Works',
  privacyTitle: 'Privacy Policy', // spec
  termsTitle: 'Terms & Conditions', // spec
  contactTitle: 'Contact Us',
  contactLead: "Questions, ideas or a problem with a quiz? Send us a message and we'll get back to you by email.",
  contactName: 'Name',
  contactEmail: 'Email',
  contactMessage: 'Message',
  contactSend: 'Send Message',
  contactSending: 'Sending…',
  contactSentBody: "Thanks for reaching out. We'll reply to the email address you gave us.",
  contactFaqHeading: 'Frequently asked questions',
  lastUpdated: 'Last updated',
  // Blog (results-sharing-admin §2)
  blogTitle: 'Blog',
  blogLead: 'Ideas, guides and stories about making quizzes people love to answer.',
  backToBlog: 'Back to Blog',
  createYourQuiz: 'Create Your Quiz', // spec
  readArticle: 'Read article',
  minRead: (minutes: number): string => `${minutes} min read`,
  byAuthor: (author: string): string => `By ${author}`,
  blogPostsLoadFailed: 'More articles could not be loaded right now.',
  // Offline
  offlineTitle: "You're offline",
  offlineBody: 'QuizLink needs a connection for this page. Check your connection and try again.',
} as const;

/** The share title of a quiz link (spec §2): '{creator} Created This Quiz For You!'. */
export const quizShareTitle = (creatorName: string): string => `${creatorName} Created This Quiz For You!`;

/** The share description of a quiz link: how many questions, and that no sign-up is needed. */
export const quizShareDescription = (creatorName: string, questionCount: number): string =>
  `${questionCount} question${questionCount === 1 ? '' : 's'} about ${creatorName}. How well do you know them? Answer in your browser, no sign-up needed.`;

/** The link preview of a quiz drafted from a topic: it names the topic, not the creator. */
export const quizTopicShareDescription = (topic: string, questionCount: number): string =>
  `${questionCount} question${questionCount === 1 ? '' : 's'} about ${topic}. Answer in your browser, no sign-up needed.`;

/** Generic share texts: the site, and any quiz link that is unknown or expired. */
export const SITE_SHARE = {
  title: 'QuizLink: Create any quiz in minutes!',
  description: 'Create a quiz about yourself or any topic, share one link, and see who knows you best. Free, no sign-up.',
  quizTitle: 'You have been sent a quiz on QuizLink',
  quizDescription: 'Open the link to answer it in your browser. No sign-up needed.',
} as const;
