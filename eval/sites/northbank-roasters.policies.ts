import {
  NB_ADDRESS,
  NB_COMPANY_NO,
  NB_EMAIL,
  NB_PHONE,
  type NorthbankPage,
} from './northbank-roasters.layout.ts';

const REGISTERED_OFFICE = '3rd Floor, 14 Park Square East, Leeds LS1 2NE';

/** A policy page as Shopify renders the policies from the admin: a title and a long body, nothing else. */
const policy = (path: string, title: string, body: string): NorthbankPage => ({
  path,
  lang: 'en',
  title,
  description: `${title} of Northbank Coffee Roasters.`,
  template: 'policy',
  main: `<div class="shopify-policy__container">
  <div class="shopify-policy__title"><h1>${title}</h1></div>
  <div class="shopify-policy__body"><div class="rte">
${body}
  </div></div>
</div>`,
});

/** The refund policy generated from Shopify's template years ago and never brought in line with the shop's own page. */
const refund = policy(
  '/policies/refund-policy',
  'Refund policy',
  `<p>We have a 30-day return policy, which means you have 30 days after receiving your item to request a return.</p>
<p>To be eligible for a return, your item must be in the same condition that you received it, unworn or unused, with tags, and in its original packaging. You&rsquo;ll also need the receipt or proof of purchase.</p>
<p>To start a return, you can contact us at ${NB_EMAIL}. Please note that returns will need to be sent to the following address: Northbank Coffee Roasters Ltd, ${NB_ADDRESS}, United Kingdom.</p>
<p>If your return is accepted, we&rsquo;ll send you a return shipping label, as well as instructions on how and where to send your package. Items sent back to us without first requesting a return will not be accepted.</p>
<p>You can always contact us for any return question at ${NB_EMAIL}.</p>
<p><strong>Damages and issues</strong><br>Please inspect your order upon reception and contact us immediately if the item is defective, damaged or if you receive the wrong item, so that we can evaluate the issue and make it right.</p>
<p><strong>Exceptions / non-returnable items</strong><br>Certain types of items cannot be returned, like perishable goods (such as food, flowers, or plants), custom products (such as special orders or personalised items), and personal care goods (such as beauty products). We also do not accept returns for hazardous materials, flammable liquids, or gases. Please get in touch if you have questions or concerns about your specific item.</p>
<p>Unfortunately, we cannot accept returns on sale items or gift cards.</p>
<p><strong>Exchanges</strong><br>The fastest way to ensure you get what you want is to return the item you have, and once the return is accepted, make a separate purchase for the new item.</p>
<p><strong>European Union 14 day cooling off period</strong><br>Notwithstanding the above, if the merchandise is being shipped into the European Union, you have the right to cancel or return your order within 14 days, for any reason and without a justification. As above, your item must be in the same condition that you received it, unworn or unused, with tags, and in its original packaging. You&rsquo;ll also need the receipt or proof of purchase.</p>
<p><strong>Refunds</strong><br>We will notify you once we&rsquo;ve received and inspected your return, and let you know if the refund was approved or not. If approved, you&rsquo;ll be automatically refunded on your original payment method within 10 business days. Please remember it can take some time for your bank or credit card company to process and post the refund too.<br>If more than 15 business days have passed since we&rsquo;ve approved your return, please contact us at ${NB_EMAIL}.</p>`,
);

const shippingPolicy = policy(
  '/policies/shipping-policy',
  'Shipping policy',
  `<p><strong>Shipment processing time</strong><br>All orders are processed within 2 to 3 business days (excluding weekends and holidays) after receiving your order confirmation email. You will receive another notification when your order has shipped.</p>
<p>Please note that we may experience delays during periods of high order volume, such as the weeks before Christmas. If there will be a significant delay in shipment of your order, we will contact you via email or telephone.</p>
<p><strong>Domestic shipping rates and estimates</strong><br>Shipping charges for your order will be calculated and displayed at checkout.</p>
<p><strong>Local pickup</strong><br>You can skip the shipping fees with free local pickup at our roastery. After placing your order and selecting local pickup at checkout, your order will be prepared and ready for pickup within 1 to 2 business days. We will send you an email when your order is ready, along with instructions.</p>
<p><strong>International shipping</strong><br>We offer international shipping to selected countries. Your order may be subject to import duties and taxes (including VAT), which are incurred once a shipment reaches your destination country. Northbank Coffee Roasters is not responsible for these charges if they are applied and are your responsibility as the customer.</p>
<p><strong>How do I check the status of my order?</strong><br>When your order has shipped, you will receive an email notification from us which will include a tracking number you can use to check its status. Please allow 48 hours for the tracking information to become available.</p>
<p>If you haven&rsquo;t received your order within 10 days of receiving your shipping confirmation email, please contact us at ${NB_EMAIL} with your name and order number, and we will look into it for you.</p>
<p><strong>Refunds, returns, and exchanges</strong><br>We accept returns up to 30 days after delivery, if the item is unused and in its original condition. See our <a href="/policies/refund-policy">refund policy</a>.</p>`,
);

const privacy = policy(
  '/policies/privacy-policy',
  'Privacy policy',
  `<p>Last updated: 1 September 2026</p>
<p>Northbank Coffee Roasters Ltd (&ldquo;Northbank&rdquo;, &ldquo;we&rdquo;, &ldquo;us&rdquo; or &ldquo;our&rdquo;) operates this store and website, including all related information, content, features, tools, products and services, in order to provide you, the customer, with a curated shopping experience (the &ldquo;Services&rdquo;). Northbank is powered by Shopify, which enables us to provide the Services to you. This Privacy Policy describes how we collect, use, and disclose your personal information when you visit, use, or make a purchase or other transaction using the Services or otherwise communicate with us.</p>
<p>Please read this Privacy Policy carefully. By using and accessing any of the Services, you acknowledge that you have read this Privacy Policy and understand the collection, use, and disclosure of your information as described in this Privacy Policy.</p>
<h2>Personal information we collect or process</h2>
<p>When we use the term &ldquo;personal information&rdquo;, we are referring to information that identifies or can reasonably be linked to you or another person. Depending on how you interact with the Services, we may collect:</p>
<ul>
<li>Contact details, including your name, address, billing address, shipping address, phone number, and email address.</li>
<li>Financial information, including credit card, debit card, and financial account numbers, payment card information, transaction details, form of payment, payment confirmation and other payment details.</li>
<li>Account information, including your username, password, security questions, preferences and settings.</li>
<li>Transaction information, including the items you view, put in your cart, add to your wishlist, or purchase, return, exchange or cancel, and your subscriptions.</li>
<li>Communications with us, including the information you include in communications with us, for example when sending a customer support enquiry or booking a class.</li>
<li>Device information, including information about your device, browser, or network connection, your IP address, and other unique identifiers.</li>
<li>Usage information, including information regarding your interaction with the Services, including how and when you interact with or navigate the Services.</li>
</ul>
<h2>How we use your personal information</h2>
<p>We use your personal information to provide, tailor and improve the Services, including to process your payments, fulfil your orders and subscriptions, remember your preferences, send notifications related to your account, arrange shipping, facilitate returns and exchanges, and manage class bookings. We may use your contact details to send you marketing communications about our products where you have agreed to receive them; you can unsubscribe at any time using the link in each email.</p>
<p>We also use your personal information to detect and prevent fraud, to communicate with you and provide customer support, and to comply with applicable legal obligations.</p>
<h2>Cookies</h2>
<p>Like many websites, we use cookies on our Site. We use cookies to power and improve our Site and our Services, including to remember your actions and preferences, to run analytics and better understand user interaction with the Services. You can choose to set your browser to remove or reject cookies, but doing so may affect the availability and functionality of the Services.</p>
<h2>How we disclose personal information</h2>
<p>We may disclose your personal information to third parties that perform services on our behalf, such as IT management, payment processing, data analytics, customer support, cloud storage, fulfilment and shipping (Royal Mail and DPD), and to Shopify. We do not sell your personal information.</p>
<h2>Your rights</h2>
<p>Under UK data protection law you have the right to access the personal information we hold about you, to have it corrected or deleted, to restrict or object to our use of it, and to receive a copy of it in a portable format. You may also withdraw consent where we rely on it. We will respond to your request within one month.</p>
<p>If you are not happy with how we have handled your request, you have the right to complain to the Information Commissioner&rsquo;s Office (ICO).</p>
<h2>Data retention</h2>
<p>We keep order records for six years to meet our tax obligations, and other personal information only as long as we need it to provide the Services.</p>
<h2>Contact</h2>
<p>Should you have any questions about our privacy practices or this Privacy Policy, or if you would like to exercise any of the rights available to you, please call or email us at ${NB_PHONE} or ${NB_EMAIL}, or contact us at our registered office: Northbank Coffee Roasters Ltd, ${REGISTERED_OFFICE}, United Kingdom.</p>`,
);

const termsSections: [string, string][] = [
  [
    'Overview',
    'This website is operated by Northbank Coffee Roasters Ltd. Throughout the site, the terms &ldquo;we&rdquo;, &ldquo;us&rdquo; and &ldquo;our&rdquo; refer to Northbank Coffee Roasters Ltd. We offer this website, including all information, tools and Services available from this site to you, the user, conditioned upon your acceptance of all terms, conditions, policies and notices stated here. By visiting our site and/or purchasing something from us, you engage in our &ldquo;Service&rdquo; and agree to be bound by the following terms and conditions (&ldquo;Terms of Service&rdquo;, &ldquo;Terms&rdquo;). Please read these Terms of Service carefully before accessing or using our website.',
  ],
  [
    'Section 1 &ndash; Online store terms',
    'By agreeing to these Terms of Service, you represent that you are at least the age of majority in your country of residence. You may not use our products for any illegal or unauthorised purpose nor may you, in the use of the Service, violate any laws in your jurisdiction. A breach or violation of any of the Terms will result in an immediate termination of your Services.',
  ],
  [
    'Section 2 &ndash; General conditions',
    'We reserve the right to refuse service to anyone for any reason at any time. You understand that your content (not including credit card information) may be transferred unencrypted and involve transmissions over various networks. Credit card information is always encrypted during transfer over networks.',
  ],
  [
    'Section 3 &ndash; Accuracy, completeness and timeliness of information',
    'We are not responsible if information made available on this site is not accurate, complete or current. The material on this site is provided for general information only. This site may contain certain historical information, which is not current and is provided for your reference only. We reserve the right to modify the contents of this site at any time, but we have no obligation to update any information on our site.',
  ],
  [
    'Section 4 &ndash; Modifications to the service and prices',
    'Prices for our products are subject to change without notice. We reserve the right at any time to modify or discontinue the Service (or any part or content thereof) without notice at any time. We shall not be liable to you or to any third party for any modification, price change, suspension or discontinuance of the Service.',
  ],
  [
    'Section 5 &ndash; Products or services',
    'Certain products or services may be available exclusively online through the website. These products or services may have limited quantities and are subject to return or exchange only according to our Refund Policy. We have made every effort to display as accurately as possible the colours and images of our products. We reserve the right to limit the sales of our products or Services to any person, geographic region or jurisdiction. All descriptions of products or product pricing are subject to change at any time without notice.',
  ],
  [
    'Section 6 &ndash; Subscriptions',
    'Subscriptions renew automatically at the frequency you choose until you cancel them. You authorise us to charge your payment method on each renewal. You can cancel a subscription at any time from your account; cancellation takes effect from the next renewal that has not yet been processed.',
  ],
  [
    'Section 7 &ndash; Accuracy of billing and account information',
    'We reserve the right to refuse any order you place with us. We may, in our sole discretion, limit or cancel quantities purchased per person, per household or per order. You agree to provide current, complete and accurate purchase and account information for all purchases made at our store.',
  ],
  [
    'Section 8 &ndash; Third-party links',
    'Certain content, products and services available via our Service may include materials from third parties, such as class bookings handled by our booking partner. We are not responsible for examining or evaluating the content or accuracy of third-party websites.',
  ],
  [
    'Section 9 &ndash; Errors, inaccuracies and omissions',
    'Occasionally there may be information on our site or in the Service that contains typographical errors, inaccuracies or omissions that may relate to product descriptions, pricing, promotions, offers, shipping charges, transit times and availability. We reserve the right to correct any errors, inaccuracies or omissions, and to change or update information or cancel orders if any information in the Service is inaccurate at any time without prior notice.',
  ],
  [
    'Section 10 &ndash; Limitation of liability',
    'Nothing in these Terms limits our liability for death or personal injury caused by our negligence, for fraud, or for anything else that cannot be limited under the laws of England and Wales. Your statutory rights as a consumer are not affected.',
  ],
  [
    'Section 11 &ndash; Governing law',
    'These Terms of Service and any separate agreements whereby we provide you Services shall be governed by and construed in accordance with the laws of England and Wales.',
  ],
  [
    'Section 12 &ndash; Changes to Terms of Service',
    'You can review the most current version of the Terms of Service at any time at this page. We reserve the right, at our sole discretion, to update, change or replace any part of these Terms of Service by posting updates and changes to our website.',
  ],
  [
    'Section 13 &ndash; Contact information',
    `Questions about the Terms of Service should be sent to us at ${NB_EMAIL}. Northbank Coffee Roasters Ltd is a company registered in England and Wales, company number ${NB_COMPANY_NO}, registered office ${REGISTERED_OFFICE}. VAT number GB 318 4471 26.`,
  ],
];

const terms = policy(
  '/policies/terms-of-service',
  'Terms of service',
  termsSections.map(([heading, text]) => `<h2>${heading}</h2>\n<p>${text}</p>`).join('\n'),
);

export const northbankPolicies: NorthbankPage[] = [refund, shippingPolicy, privacy, terms];

export const northbankNotFound: NorthbankPage = {
  path: '/404',
  lang: 'en',
  title: '404 Not Found',
  description: 'Page not found.',
  template: '404',
  main: `<div class="template-404 page-width page-margin center">
  <p class="caption-with-letter-spacing light">404</p>
  <h1>Page not found</h1>
  <a href="/collections/all" class="button">Continue shopping</a>
</div>`,
};
