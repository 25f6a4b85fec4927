import { startStandalone } from 'shared/standalone';

void startStandalone({
  remote: 'mf-content',
  modules: {
    './HomePage': () => import('../routes/home-page'),
    './ContentPage': () => import('../routes/content-page'),
    './ContactPage': () => import('../routes/contact-page'),
    './B2BLandingPage': () => import('../routes/b2b-landing-page'),
    './ClarificationPage': () => import('../routes/clarification-page'),
    './ClarificationQuickAnswerPage': () => import('../routes/clarification-quick-answer-page'),
    './NewsletterEnrichPage': () => import('../routes/newsletter-enrich-page'),
    './NewsletterUnsubscribePage': () => import('../routes/newsletter-unsubscribe-page'),
    './NewsletterUnsubscribeSuccessPage': () => import('../routes/newsletter-unsubscribe-success-page'),
  },
});
