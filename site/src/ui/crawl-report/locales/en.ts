import type { Messages } from '../../../i18n/messages.ts';
import type it from './it.ts';

export default {
  title: 'What your chatbot read',
  loading: 'Preparing the report…',
  empty: 'No report is available for this reading.',
  start: 'Started from {{url}}',
  pagesRead_one: '{{count}} page read',
  pagesRead_other: '{{count}} pages read',
  byLanguage: 'Pages read per language',
  languageCount: '{{language}}: {{count}}',
  unknownLanguage: 'Language not detected',
  noneSkipped: 'No page was left out.',
  skipped_one: '{{count}} page left out',
  skipped_other: '{{count}} pages left out',
  skippedHint: 'Open a reason to see its pages.',
  reasonCount: '{{reason}} ({{count}})',
  notListed_one: '…and {{count}} more page, not listed.',
  notListed_other: '…and {{count}} more pages, not listed.',
  rendered_one: '{{count}} page built with JavaScript was read in a browser',
  rendered_other: '{{count}} pages built with JavaScript were read in a browser',
  renderingUnavailable_one:
    '{{count}} page is built with JavaScript, but no browser was available to draw it: only its HTML was read, and some of its text may be missing',
  renderingUnavailable_other:
    '{{count}} pages are built with JavaScript, but no browser was available to draw them: only their HTML was read, and some of their text may be missing',
  reasons: {
    cap: 'Page limit reached',
    depth: 'Too many clicks from the home page',
    robots: 'Excluded by robots.txt',
    not_html: 'Not web pages (files, images)',
    error: 'Could not be loaded',
    offsite: 'Redirect to another site',
    no_text: 'No readable text',
    duplicate: 'Same content as another page',
  },
} satisfies Messages<typeof it>;
