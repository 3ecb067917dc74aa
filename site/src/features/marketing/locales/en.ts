import { cmsDefaults } from '@vela/contracts/public';
import type { Messages } from '../../../i18n/messages.ts';
import type it from './it.ts';

export default {
  meta: {
    home: {
      title: 'AI automation for businesses: chatbots, voice agents and sales',
      description:
        'Custom chatbots, voice agents and automations that answer customers 24/7, qualify leads and give your team back 25+ hours a week. Free AI consultation.',
    },
    voiceAgent: {
      title: 'AI voice agents that answer the phone 24/7',
      description:
        'An AI voice agent answers every call, qualifies leads and books appointments: up to 80% lower call-center costs and no missed calls.',
    },
    socialAgent: {
      title: 'AI social media agent',
      description: 'Our AI agent for social media: plans, writes and answers comments in your brand’s voice.',
    },
  },
  nav: {
    label: 'Main navigation',
    home: 'Home',
    services: 'Services',
    solutions: 'Solutions',
    contact: 'Contact',
    openMenu: 'Open the menu',
    closeMenu: 'Close the menu',
    menuTitle: 'Menu',
    menuDescription: 'Site sections, language and account',
    login: 'Log in',
    register: 'Sign up',
    logout: 'Log out',
    portal: 'Client portal',
    contactUs: 'Contact us',
    skipToContent: 'Skip to content',
    homeLink: '{{brand}} home page',
    languageSwitch: 'Change language',
  },
  contactPopup: {
    title: 'Let’s talk about your project',
    description: 'Tell us what you want to automate: we reply within one business day.',
    frameTitle: 'Contact us',
    fallback: 'Form not loading? Write to us with the contact form on this page.',
    fallbackAction: 'Go to the contact form',
  },
  footer: {
    tagline: cmsDefaults.en.footer.tagline,
    servicesTitle: 'Services',
    companyTitle: 'Company',
    legalTitle: 'Legal',
    contact: 'Contact',
    voiceAgent: 'Voice agents',
    socialAgent: 'Social agent',
    social: 'Follow us on LinkedIn',
    socialHint: '(opens in a new tab)',
    copyright: cmsDefaults.en.footer.copyright,
    legal: {
      privacy: 'Privacy Policy',
      terms: 'Terms of Service',
      cookies: 'Cookie Policy',
      gdpr: 'GDPR Compliance',
    },
  },
  hero: {
    eyebrow: 'AI automation agency · Milan',
    titleLead: cmsDefaults.en.hero.title_lead,
    titleAccent: cmsDefaults.en.hero.title_accent,
    subtitle: cmsDefaults.en.hero.subtitle,
    ctaServices: 'Explore our services',
    consultation: {
      title: 'Free AI consultation',
      text: '30 minutes with one of our experts to find what to automate first and how much you can save.',
      action: 'Book your consultation',
    },
    stats: {
      label: 'Average results of our clients',
      productivity: 'Team productivity',
      productivityValue: cmsDefaults.en.hero.productivity_value,
      time: 'Saved every week',
      timeValue: cmsDefaults.en.hero.time_value,
    },
    trust: 'Trusted by 200+ companies · 98% project success rate',
  },
  features: {
    label: 'Why choose us',
    one: {
      title: 'Measurable results',
      text: 'Every project starts from a goal in numbers: tickets closed, leads qualified, hours saved. We measure it with you every month.',
    },
    two: {
      title: 'Tailored, not off the shelf',
      text: 'We train agents on your documents, your tone of voice and your tools: CRM, e-commerce, ERP.',
    },
    three: {
      title: 'See it before you decide',
      text: 'In a 30-minute call we show you an agent already at work on a case like yours.',
      action: 'Schedule a demo call',
    },
  },
  services: {
    tagline: 'Services',
    title: 'Six ways to put AI to work for you',
    subtitle:
      'We start from the process that costs you the most time and automate it end to end, connected to the tools you already use.',
    learnMore: 'Learn more',
    learnMoreAbout: 'Learn more about {{title}}',
    items: {
      customerService: {
        title: 'AI customer service',
        description:
          'Chatbots and agents that answer <strong>around the clock</strong> on your website, WhatsApp and email, solve frequent requests and hand only the cases that matter to a person. Up to <strong>80% lower support costs</strong>.',
      },
      salesAutomation: {
        title: 'Sales automation',
        description:
          'Leads qualified in seconds, automatic follow-ups and meetings booked straight into your sales team’s calendar. <strong>No lead left to go cold.</strong>',
      },
      predictiveAnalytics: {
        title: 'Predictive analytics',
        description:
          'Models that forecast demand, churn and opportunities from your sales data, so you act <strong>before</strong> the problem shows up.',
      },
      workflowAutomation: {
        title: 'Workflow automation',
        description:
          'Invoices, orders, reports and hand-offs between teams run by smart flows that read documents, fill in your systems and alert the right people. <strong>Zero copy-paste.</strong>',
      },
      contentGeneration: {
        title: 'Content generation',
        description:
          'Product pages, newsletters and social posts written in your brand’s voice and reviewed by your team: <strong>ten times the content</strong>, same quality.',
      },
      personalization: {
        title: 'Personalization',
        description:
          'Offers, recommendations and messages adapted to each customer in real time, on your site and by email, to lift <strong>conversion and loyalty</strong>.',
      },
    },
  },
  pricing: {
    tagline: 'Most popular solutions',
    title: 'Start with what pays off right away',
    subtitle: 'Two ready-to-tailor solutions with everything you need to go live.',
    popular: 'MOST POPULAR',
    featuresLabel: 'What’s included',
    chatbot: {
      title: 'AI chatbot for websites',
      description: 'An assistant trained on your website’s content that answers, sells and collects leads.',
      price: 'from €59',
      period: 'per month',
      action: 'Get Started',
      features: {
        one: 'Trained on your website’s pages and documents',
        two: 'Answers in English, Italian and 30 more languages',
        three: 'Lead capture sent to your CRM or inbox',
        four: 'Widget styled in your brand colours',
        five: 'Monthly report on questions, leads and conversions',
      },
    },
    voice: {
      title: 'AI voice agents',
      description: 'A natural voice that answers the phone, qualifies customers and books appointments.',
      price: 'Contact us',
      period: 'custom quote',
      action: 'Contact us',
      features: {
        one: 'Every call answered instantly, 24 hours a day',
        two: 'Natural voice speaking with your brand’s name',
        three: 'Bookings synced with your calendar',
        four: 'Hand-off to a person whenever needed',
        five: 'Transcripts and summaries of every conversation',
      },
    },
    closing: 'Need something different?',
    closingLink: 'Tell us about it: we’ll build the right solution for you.',
  },
  industries: {
    tagline: 'Industry solutions',
    title: 'We know your market',
    subtitle: 'Agents already proven in the industries where automation pays off most.',
    items: {
      retail: {
        title: 'Retail and e-commerce',
        description: 'Order support, automatic returns and product advice that raises the average basket.',
      },
      healthcare: {
        title: 'Healthcare',
        description:
          'Automatic bookings and reminders, fewer no-shows and front desks free for patients in the room.',
      },
      finance: {
        title: 'Finance and insurance',
        description:
          'Guided onboarding, document collection and product answers that respect compliance rules.',
      },
      manufacturing: {
        title: 'Manufacturing',
        description:
          'Orders and delivery notes read automatically, demand forecasts and multilingual dealer support.',
      },
      education: {
        title: 'Education',
        description:
          'Student guidance, assisted enrolment and AI tutors available in the evening and at weekends.',
      },
      marketing: {
        title: 'Marketing and agencies',
        description:
          'Content, reports and campaigns in half the time, with leads qualified before they reach sales.',
      },
    },
  },
  process: {
    tagline: 'How we work',
    title: 'From idea to a live agent in four steps',
    subtitle: 'A clear method, one point of contact and no surprises on cost.',
    steps: {
      audit: {
        title: 'Audit',
        text: 'We map your processes and choose together where AI brings the highest and fastest return.',
      },
      build: {
        title: 'Build',
        text: 'We build and train the agent on your data, connect it to your tools and test it on real cases.',
      },
      handover: {
        title: 'Handover',
        text: 'We train your team, go live and hand you a dashboard with the results.',
      },
      support: {
        title: 'Support',
        text: 'We monitor, improve and update the agent every month, with a contact who is always reachable.',
      },
    },
    cta: {
      title: 'Ready to win back hours every week?',
      text: 'The first step is a 30-minute conversation, with no commitment.',
      start: 'Start your project',
      schedule: 'Schedule a call',
    },
  },
  faq: {
    tagline: cmsDefaults.en.faq.tagline,
    title: cmsDefaults.en.faq.title,
    subtitle: cmsDefaults.en.faq.subtitle,
    items: {
      aiAgents: {
        question: cmsDefaults.en.faq.aiAgents_question,
        answer: cmsDefaults.en.faq.aiAgents_answer,
      },
      benefits: {
        question: cmsDefaults.en.faq.benefits_question,
        answer: cmsDefaults.en.faq.benefits_answer,
      },
      implementation: {
        question: cmsDefaults.en.faq.implementation_question,
        answer: cmsDefaults.en.faq.implementation_answer,
      },
      technical: {
        question: cmsDefaults.en.faq.technical_question,
        answer: cmsDefaults.en.faq.technical_answer,
      },
      security: {
        question: cmsDefaults.en.faq.security_question,
        answer: cmsDefaults.en.faq.security_answer,
      },
      support: {
        question: cmsDefaults.en.faq.support_question,
        answer: cmsDefaults.en.faq.support_answer,
      },
    },
  },
  contact: {
    tagline: 'Contact',
    title: 'Let’s automate your next process together',
    text: 'Schedule a 30-minute demo or write to us: we’ll show you what AI can do for your business, with concrete examples from your industry.',
    schedule: 'Schedule a demo call',
    points: {
      one: 'Reply within one business day',
      two: 'Clear quote, no hidden costs',
      three: 'No commitment until you sign',
    },
    form: {
      title: 'Write to us',
      name: 'Full name',
      email: 'Email',
      phone: 'Phone (optional)',
      company: 'Website (optional)',
      message: 'Message',
      messagePlaceholder: 'Tell us what you would like to automate…',
      submit: 'Send message',
      submitting: 'Sending…',
      successTitle: 'Message sent successfully!',
      successText: 'We will be in touch soon.',
      error: 'Error sending the message. Please try again later.',
      privacy: 'By sending the form you accept our',
      privacyLink: 'Privacy Policy',
    },
  },
  booking: {
    tagline: 'Free consultation',
    title: 'Pick the day and time that suit you',
    subtitle: 'A 30-minute video call with one of our experts. Free, with no commitment.',
    calendarLabel: 'Booking calendar',
    loading: 'Loading the calendar…',
    fallbackTitle: 'The calendar is not available right now',
    fallbackText: 'Write to us with the contact form: we’ll suggest a time within one business day.',
    fallbackAction: 'Go to the contact form',
  },
  voice: {
    hero: {
      eyebrow: 'AI voice agents',
      title: 'Every call gets an answer.',
      accent: 'Even at 3 a.m.',
      subtitle:
        'A voice agent with a natural voice answers the phone for you, qualifies customers, books appointments and hands only what matters to your team.',
      bookDemo: 'Book a demo',
      discover: 'How it works',
      callLabel: 'Call in progress',
      callCaller: 'Customer',
      callAgent: 'AI agent',
      callLineOne: 'Hello, I’d like to move my Thursday appointment.',
      callLineTwo: 'Of course! I have Friday at 10:30 or at 3 p.m. Which would you prefer?',
    },
    benefits: {
      tagline: 'The numbers',
      title: 'Lower costs, more customers, zero missed calls',
      items: {
        costs: {
          title: 'Cut costs',
          text: 'One agent handles hundreds of calls in parallel, with no shifts and no training.',
          metrics: {
            callCenter: 'Call-center costs',
            training: 'Training costs',
            hr: 'HR management',
          },
        },
        sales: {
          title: 'Sell more',
          text: 'Every lead gets an instant answer and is qualified while still interested.',
          metrics: {
            capacity: 'Call-handling capacity',
            responseTime: 'Lead response time',
            qualification: 'Lead qualification',
          },
        },
        availability: {
          title: 'Always available',
          text: 'Evenings, weekends and holidays: your number always answers, with the same quality.',
          metrics: {
            uptime: 'Availability',
            afterHours: 'After-hours capture',
            revenue: 'Revenue impact',
          },
        },
      },
    },
    how: {
      tagline: 'How it works',
      title: 'Up and running in three steps',
      steps: {
        one: {
          title: 'We listen to your typical calls',
          text: 'We gather the frequent questions, scripts and transfer rules of your phone line.',
        },
        two: {
          title: 'We give your agent a voice',
          text: 'We choose voice and tone, connect calendar and CRM and test it on real calls.',
        },
        three: {
          title: 'We switch it on for your number',
          text: 'The agent answers on your current number; you get transcripts and reports every day.',
        },
      },
    },
    industries: {
      tagline: 'Industries',
      title: 'Concrete results, industry by industry',
      savingsLabel: 'Typical result',
      items: {
        healthcare: {
          title: 'Healthcare',
          text: 'Bookings, rescheduling and reminders handled by phone without tying up the front desk.',
          figure: '-60% missed appointments',
        },
        realEstate: {
          title: 'Real estate',
          text: 'Every enquiry about a listing gets an answer and a viewing in the calendar, even at night.',
          figure: '+40% viewings booked',
        },
        financialServices: {
          title: 'Financial services',
          text: 'First-line support on accounts and applications, with identity checks and hand-off to an advisor.',
          figure: '-70% waiting time',
        },
        ecommerce: {
          title: 'E-commerce',
          text: 'Order status, returns and exchanges handled on their own, always up to date from your systems.',
          figure: '-80% support calls',
        },
        hospitality: {
          title: 'Hospitality',
          text: 'Room and table bookings in several languages, 24/7, straight into your system.',
          figure: '+35% direct bookings',
        },
        professionalServices: {
          title: 'Professional services',
          text: 'Call screening, information gathering and appointments booked for your professionals.',
          figure: '10+ hours saved per week',
        },
      },
    },
    cta: {
      title: 'Hear your future voice agent',
      text: 'In 30 minutes we’ll let you hear an agent set up for a case like yours.',
      bookDemo: 'Book a demo',
      contact: 'Write to us',
    },
  },
  social: {
    title: 'Social media agent',
    frameTitle: '{{brand}} social media agent',
    loading: 'Loading the tool…',
    fallback: 'Tool not loading? Write to us and we’ll show it to you in a demo.',
    fallbackAction: 'Contact us',
  },
} satisfies Messages<typeof it>;
