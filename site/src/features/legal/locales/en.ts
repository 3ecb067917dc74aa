import type { Messages } from '../../../i18n/messages.ts';
import type it from './it.ts';

export default {
  breadcrumb: { label: 'Breadcrumb', home: 'Home' },
  updated: 'Last updated: {{date}}',
  contents: 'On this page',
  privacy: {
    meta: {
      title: 'Privacy Policy',
      description:
        'How {{brand}} collects, uses and protects the personal data of visitors, clients and contacts.',
    },
    title: 'Privacy Policy',
    date: 'July 1, 2025',
    intro:
      'This notice explains which personal data we process when you visit our website, write to us or use our services, why we do it and which rights you have. It is issued under Articles 13 and 14 of Regulation (EU) 2016/679 (GDPR).',
    sections: {
      controller: {
        title: '1. Data controller',
        body: 'The controller is {{brand}} S.r.l., Via Tortona 31, 20144 Milan, Italy, VAT IT04218350961. For any privacy question write to privacy@vela.ai.',
      },
      data: {
        title: '2. What data we collect',
        body: '• Data you give us: name, email, phone, website and the content of messages sent with the contact form or while booking.\n• Account data: username, email, first name, last name and company, if you register for the client portal.\n• Technical data: IP address, browser type and pages visited, logged by our servers for security and operation.\n• Chatbot content: documents and pages you upload to train your assistants, and the conversations with them.',
      },
      purposes: {
        title: '3. Why we process it, and on what basis',
        body: '• To answer your requests and prepare a quote (pre-contractual steps, Art. 6.1.b).\n• To deliver the services you buy and run the client portal (performance of a contract, Art. 6.1.b).\n• To meet tax and accounting duties (legal obligation, Art. 6.1.c).\n• To protect the site from abuse and fraud (legitimate interest, Art. 6.1.f).\n• To send you marketing, only with your consent (Art. 6.1.a), which you can withdraw at any time.',
      },
      retention: {
        title: '4. How long we keep it',
        body: 'Contact requests are kept for 24 months after the last exchange; contract data for 10 years as the law requires; technical logs for 90 days. After these periods data is deleted or anonymised.',
      },
      sharing: {
        title: '5. Who we share it with',
        body: 'We share data only with providers that help us deliver the service (hosting in the European Union, the booking calendar, email), appointed as processors under Art. 28 GDPR. Any transfer outside the European Economic Area relies on the European Commission’s standard contractual clauses. We never sell your data.',
      },
      children: {
        title: '6. Children',
        body: 'Our services are not directed at children under 16 and we do not knowingly collect their data. If you believe a child under 16 has given us personal data, write to us and we will delete it.',
      },
      rights: {
        title: '7. Your rights',
        body: 'You can ask for access, rectification, erasure, restriction and portability of your data, and object to processing based on legitimate interest. We answer every request within one month of receiving it. You also have the right to lodge a complaint with the Italian Data Protection Authority (www.garanteprivacy.it).',
      },
      security: {
        title: '8. Security and breaches',
        body: 'We protect data with encryption in transit and at rest, restricted access and regular backups. If a personal data breach occurs we notify the supervisory authority within 72 hours of becoming aware of it and, when the risk to you is high, inform you without undue delay.',
      },
      changes: {
        title: '9. Changes',
        body: 'We may update this notice. Material changes will be announced at least 30 days in advance by email or with a notice on the site.',
      },
    },
  },
  terms: {
    meta: {
      title: 'Terms of Service',
      description: 'The terms that govern the use of the {{brand}} website and AI automation services.',
    },
    title: 'Terms of Service',
    date: 'July 1, 2025',
    intro:
      'These terms govern the use of the website, the client portal, the demo chatbots and the services offered by {{brand}} S.r.l. By using the site or the services you accept these terms.',
    sections: {
      services: {
        title: '1. Our services',
        body: 'We design, build and run AI agents (chatbots, voice agents, automations). The scope, timing and price of each project are set in the signed proposal, which prevails over these terms in case of conflict.',
      },
      eligibility: {
        title: '2. Who may use the services',
        body: 'The services are meant for professionals and businesses. They are not directed at children under 16, who may not create an account or use the demo chatbots.',
      },
      account: {
        title: '3. Accounts',
        body: 'You are responsible for keeping your credentials confidential and for all activity under your account. Tell us at once if you suspect unauthorised access.',
      },
      use: {
        title: '4. Acceptable use',
        body: '• Do not use the services for unlawful activity, spam or content that infringes the rights of others.\n• Do not try to bypass security measures or overload our systems.\n• Upload only documents and content you have the right to use.',
      },
      ip: {
        title: '5. Intellectual property',
        body: 'The content you give us remains yours. The software, configuration templates and site materials remain {{brand}}’s; on delivery you receive a licence to use them for the term of the contract.',
      },
      fees: {
        title: '6. Prices and payment',
        body: 'Prices shown on the site exclude VAT. Monthly fees are paid in advance; if a payment is missed we may suspend the service after a written reminder.',
      },
      liability: {
        title: '7. Liability',
        body: 'AI agents can make mistakes: check answers that matter for your business. Except for wilful misconduct or gross negligence, our liability is limited to the amount paid in the 12 months before the event.',
      },
      changes: {
        title: '8. Changes to these terms',
        body: 'We will give you at least 30 days’ notice of any material change. If you disagree you may withdraw before the change takes effect, without penalty.',
      },
      law: {
        title: '9. Governing law',
        body: 'These terms are governed by Italian law. The courts of Milan have exclusive jurisdiction over any dispute, unless mandatory consumer-protection rules provide otherwise.',
      },
    },
  },
  cookies: {
    meta: {
      title: 'Cookie Policy',
      description: 'Which cookies the {{brand}} website uses, what they are for and how to manage them.',
    },
    title: 'Cookie Policy',
    date: 'April 20, 2025',
    intro:
      'Cookies are small files a website stores in your browser. We use only those needed to run the site and, when you open them, those of the third-party services embedded in it.',
    sections: {
      necessary: {
        title: '1. Strictly necessary cookies',
        body: '• vela.sid: keeps you signed in to the client portal; expires after 7 days of inactivity.\n• Language preference (language, i18nextLng): remembers whether you prefer Italian or English; stored in your browser until you clear it.\nThese cookies need no consent because the site would not work without them.',
      },
      thirdParty: {
        title: '2. Third-party services',
        body: 'The booking calendar, the contact form in the popup and the social tool are loaded from their providers only when you open the section that holds them. These providers may set their own technical cookies, governed by their own notices.',
      },
      analytics: {
        title: '3. Analytics and profiling',
        body: 'We do not use advertising or profiling cookies. Should we ever add non-anonymous analytics, we will ask first with a consent banner.',
      },
      manage: {
        title: '4. Managing cookies',
        body: 'You can delete or block cookies in your browser settings. If you block strictly necessary cookies the client portal will not work.',
      },
      contact: {
        title: '5. Contact',
        body: 'For questions about this policy write to privacy@vela.ai.',
      },
    },
  },
  gdpr: {
    meta: {
      title: 'GDPR Compliance',
      description: 'How {{brand}} applies the GDPR to its clients’ AI automation projects.',
    },
    title: 'GDPR Compliance',
    date: 'July 1, 2025',
    intro:
      'When we build AI agents for your business we process data on your behalf. This is how we make sure every project complies with Regulation (EU) 2016/679.',
    sections: {
      roles: {
        title: '1. Roles',
        body: 'For your customers’ data you are the controller and {{brand}} is the processor. We sign a data processing agreement (DPA) under Art. 28 with every client.',
      },
      principles: {
        title: '2. Principles we apply',
        body: '• Data minimisation: agents receive only the data their task needs.\n• Privacy by design: limited retention, pseudonymisation where possible, records of processing.\n• No training of third-party models on your data.',
      },
      hosting: {
        title: '3. Where data lives',
        body: 'Data is hosted on servers in the European Union. Any sub-processor outside the EEA is bound by standard contractual clauses and announced to you in advance.',
      },
      requests: {
        title: '4. Data-subject requests',
        body: 'We help you answer requests for access, rectification, erasure and portability: every request is answered within one month of receipt, as Art. 12 requires.',
      },
      breach: {
        title: '5. Data breaches',
        body: 'If a personal data breach occurs, we notify the supervisory authority within 72 hours of discovering it and inform you without delay of the measures taken.',
      },
      children: {
        title: '6. Children',
        body: 'We do not design services directed at children under 16 and do not knowingly process their data.',
      },
      dpo: {
        title: '7. Contact',
        body: 'To exercise your rights or request our DPA write to privacy@vela.ai. Material changes to this page are announced with 30 days’ notice.',
      },
    },
  },
} satisfies Messages<typeof it>;
