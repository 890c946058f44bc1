import { defineMessages } from 'react-intl';

export const faqMessages = defineMessages({
  title: { id: 'coach.faq.title', defaultMessage: 'Frequently asked questions' },
  intro: {
    id: 'coach.faq.intro',
    defaultMessage:
      'Answers to what coaches and their clients ask us most. If your question is not here, write to the institute’s coach support team.',
  },
  whoQuestion: { id: 'coach.faq.who.question', defaultMessage: 'Who can use the coach app?' },
  whoAnswer: {
    id: 'coach.faq.who.answer',
    defaultMessage:
      'Graduates and students of the institute’s health-coach training program who hold a coach record. Sign in with the email address you use at the institute.',
  },
  servicesQuestion: {
    id: 'coach.faq.services.question',
    defaultMessage: 'What can I offer to my clients?',
  },
  servicesAnswer: {
    id: 'coach.faq.services.answer',
    defaultMessage:
      'Services, such as a package of one-to-one sessions online or in person, and products, such as a guide or a meal plan. Each one has a title, a description, an image and a price, which can be free.',
  },
  scheduleQuestion: {
    id: 'coach.faq.schedule.question',
    defaultMessage: 'How do clients book sessions with me?',
  },
  scheduleAnswer: {
    id: 'coach.faq.schedule.answer',
    defaultMessage:
      'You publish the times you are available in your schedule. Clients choose one of those times when they buy a service, and the session appears in your list of sessions.',
  },
  paymentQuestion: {
    id: 'coach.faq.payment.question',
    defaultMessage: 'How am I paid?',
  },
  paymentAnswer: {
    id: 'coach.faq.payment.answer',
    defaultMessage:
      'Clients pay by card when they buy. The institute keeps only the card brand and its last four digits, never the full number, and pays you according to your coach subscription.',
  },
  profileQuestion: {
    id: 'coach.faq.profile.question',
    defaultMessage: 'What do clients see on my profile?',
  },
  profileAnswer: {
    id: 'coach.faq.profile.answer',
    defaultMessage:
      'Your photo and cover image, your introduction, specializations, focus and languages, your education and certifications, and the links you choose to share.',
  },
  languageQuestion: {
    id: 'coach.faq.language.question',
    defaultMessage: 'Can I use the app in Spanish?',
  },
  languageAnswer: {
    id: 'coach.faq.language.answer',
    defaultMessage:
      'Yes. Choose English or Spanish in the language menu at any time, or set your preferred language in your account.',
  },
});
