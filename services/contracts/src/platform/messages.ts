/** The spec's texts shared by every page (the layout, the error screen, copying), quoted exactly. */
export const PLATFORM_MESSAGES = {
  tryAgain: 'Please try again',
  tagline: 'Create any quiz in minutes!',
  errorScreenTitle: 'Oops! Something went wrong',
  errorScreenBody: "We encountered an unexpected error. Don't worry, this is likely temporary.",
  pageNotFound: 'Page Not Found',
  copied: 'Copied!',
  copyFailedTitle: 'Copy failed',
  copyFailedBody: 'Failed to copy to clipboard',
} as const;
