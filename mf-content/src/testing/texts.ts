import { contentNamespace, contentPagesTexts } from '../i18n';

/** For `renderPage`: the texts every mf-content page reads and those of the contact, B2B and clarification pages, as those pages load them. */
export const CONTENT_TEXTS = {
  'mf-content': contentNamespace,
  'mf-content-pages': { loaders: contentPagesTexts, into: 'mf-content' },
};
