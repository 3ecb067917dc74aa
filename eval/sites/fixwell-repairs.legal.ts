import {
  custom,
  dndPage,
  FW_COMPANY,
  FW_COMPANY_NO,
  FW_EMAIL,
  FW_PHONE,
  FW_POSTCODE,
  FW_STREET,
  FW_TOWN,
  FW_VAT,
  richText,
  section,
} from './fixwell-repairs.layout.ts';

/*
 * The terms of repair (current, from 1 March 2026), the 2021 terms of the Division Street shop kept online and
 * linked from every footer with an 'ARCHIVED' line on top (a £15 non-refundable diagnostic fee, 6 months'
 * warranty, no warranty after water damage, cards only over £10, 30 days to collect, no mail-in), the privacy
 * policy and the cookie policy listing HubSpot's cookies.
 */

const legalHeader = (title: string, updated: string) =>
  custom(`<div class="page-header page-header--legal">
  <h1 class="page-header__title">${title}</h1>
  <div class="page-header__intro"><p>${updated}</p></div>
</div>`);

const terms = dndPage({
  path: '/terms-of-repair',
  title: 'Terms of Repair | Fixwell',
  description: 'The terms on which Fixwell Repairs Ltd repairs your device.',
  contentId: 148207916401,
  kind: 'legal',
  sections: [
    section(
      legalHeader('Terms of repair', 'These terms apply to every repair booked from 1 March 2026.'),
      richText(`<h2>1. Who we are</h2>
<p>${FW_COMPANY}, ${FW_STREET}, ${FW_TOWN} ${FW_POSTCODE}. Company number ${FW_COMPANY_NO}. VAT number ${FW_VAT}.</p>
<h2>2. Quotes</h2>
<p>We tell you the price before we start. If we find another fault once the device is open, we ring you before doing any extra work.</p>
<h2>3. Diagnostic fee</h2>
<p>Where we need to open a device to find the fault, the diagnostic fee is £25 for phones and tablets and £35 for laptops and consoles. It is waived if you go ahead with the repair, and for business account customers.</p>
<h2>4. Warranty</h2>
<p>Parts we fit and our labour are guaranteed for 12 months from the date of the repair. Repairs to devices with water damage are guaranteed for 90 days. The warranty does not cover new accidental or liquid damage, or a device opened by anyone else after us. Your rights under the Consumer Rights Act 2015 are not affected.</p>
<h2>5. Devices we won&rsquo;t repair</h2>
<p>We check the IMEI of every phone against the national database and will not repair a device reported lost or stolen. We do not unlock phones from networks, iCloud or Google accounts.</p>
<h2>6. Your data</h2>
<p>Please back up your device before any repair. We are not liable for data lost during a repair. See <a href="/your-data">your data during a repair</a>.</p>
<h2>7. Payment</h2>
<p>Payment is due when you collect your device, by card, Apple Pay, Google Pay or cash. We can&rsquo;t take card payments under £5. Business accounts are invoiced monthly.</p>
<h2>8. Uncollected devices</h2>
<p>If you don&rsquo;t collect your device within 90 days of the repair, after a final reminder by text and email, we may recycle it to cover our costs.</p>
<h2>9. Mail-in repairs</h2>
<p>We accept mail-in repairs from UK mainland addresses only. You are responsible for the device until it reaches us, so please use a tracked and insured service.</p>
<h2>10. Contact</h2>
<p>${FW_PHONE} &middot; <a href="mailto:${FW_EMAIL}">${FW_EMAIL}</a></p>`),
    ),
  ],
});

const terms2021 = dndPage({
  path: '/terms-2021',
  title: 'Terms and Conditions (2021) | Fixwell',
  description: 'Archived: the terms and conditions of Fixwell Phone Repairs from 2021.',
  contentId: 148207916402,
  kind: 'legal',
  sections: [
    section(
      legalHeader(
        'ARCHIVED &ndash; 2021 terms',
        'These terms applied to repairs at our old Division Street shop and are no longer in force. They are kept here for reference only. Our current terms are our <a href="/terms-of-repair">terms of repair</a>.',
      ),
      richText(`<h2>Fixwell Phone Repairs &ndash; Terms and Conditions</h2>
<p>Fixwell Phone Repairs, 12 Division Street, Sheffield S1 4GE.</p>
<p><strong>1. Diagnostic fee.</strong> A non-refundable diagnostic fee of £15 is payable on all devices booked in for diagnosis.</p>
<p><strong>2. Warranty.</strong> Parts fitted by us are guaranteed for 6 months. Water-damaged devices are repaired without warranty.</p>
<p><strong>3. Payment.</strong> We accept cash and card. Card payments are accepted for amounts over £10.</p>
<p><strong>4. Collection.</strong> Devices not collected within 30 days will be recycled.</p>
<p><strong>5. Data.</strong> Fixwell Phone Repairs accepts no responsibility for any data on devices left with us.</p>
<p><strong>6. Postal repairs.</strong> We do not accept devices sent by post.</p>`),
    ),
  ],
});

const privacy = dndPage({
  path: '/privacy-policy',
  title: 'Privacy Policy | Fixwell',
  description: 'How Fixwell Repairs Ltd uses your personal information.',
  contentId: 148207916403,
  kind: 'legal',
  sections: [
    section(
      legalHeader('Privacy policy', 'Last updated: 3 February 2026'),
      richText(`<p>${FW_COMPANY} (&ldquo;we&rdquo;, &ldquo;us&rdquo;), ${FW_STREET}, ${FW_TOWN} ${FW_POSTCODE}, company number ${FW_COMPANY_NO}, is the controller of the personal information you give us.</p>
<h2>What we collect and why</h2>
<ul>
<li><strong>Repairs:</strong> your name, mobile number, email address, the device, its IMEI or serial number and the fault, so we can repair it, contact you about it and honour the warranty.</li>
<li><strong>Forms on this website:</strong> what you type into our booking, business account and contact forms, which are run by HubSpot.</li>
<li><strong>Trade-ins:</strong> a copy of your photo ID and your bank details, because we must keep a record of every phone we buy.</li>
<li><strong>Website visits:</strong> cookies and analytics, if you accept them &ndash; see our <a href="/cookie-policy">cookie policy</a>.</li>
</ul>
<h2>How long we keep it</h2>
<p>Repair records are kept for 2 years after the repair, for the warranty and our accounts. Trade-in records are kept for 6 years. Website enquiries that don&rsquo;t lead to a repair are deleted after 12 months.</p>
<h2>Who we share it with</h2>
<p>HubSpot (our website and customer records), our card payment provider, Royal Mail and DPD for mail-in repairs, and our accountants. We never sell your information.</p>
<h2>Your rights</h2>
<p>You can ask for a copy of the information we hold about you, or ask us to correct or delete it, by emailing <a href="mailto:${FW_EMAIL}">${FW_EMAIL}</a>. If you&rsquo;re not happy with how we&rsquo;ve handled your information, you can complain to the Information Commissioner&rsquo;s Office (ico.org.uk).</p>`),
    ),
  ],
});

const cookies = dndPage({
  path: '/cookie-policy',
  title: 'Cookie Policy | Fixwell',
  description: 'The cookies this website uses.',
  contentId: 148207916404,
  kind: 'legal',
  sections: [
    section(
      legalHeader('Cookie policy', 'Last updated: 3 February 2026'),
      richText(`<p>Our website runs on HubSpot, which sets the cookies below. Analytics cookies are only set if you click &ldquo;Accept&rdquo; in the cookie banner. You can change your choice at any time with the &ldquo;Cookie settings&rdquo; link at the bottom of every page.</p>
<div data-hs-responsive-table="true" style="overflow-x: auto; max-width: 100%; width: 100%; margin-left: auto; margin-right: auto;">
<table style="width: 100%; border-collapse: collapse; table-layout: fixed; border: 1px solid #99acc2;">
<tbody>
<tr><td style="padding: 4px; border: 1px solid #99acc2;"><strong>Cookie</strong></td><td style="padding: 4px; border: 1px solid #99acc2;"><strong>What it does</strong></td><td style="padding: 4px; border: 1px solid #99acc2;"><strong>How long</strong></td></tr>
<tr><td style="padding: 4px; border: 1px solid #99acc2;">__hs_cookie_cat_pref</td><td style="padding: 4px; border: 1px solid #99acc2;">Remembers which cookies you accepted</td><td style="padding: 4px; border: 1px solid #99acc2;">6 months</td></tr>
<tr><td style="padding: 4px; border: 1px solid #99acc2;">__hstc</td><td style="padding: 4px; border: 1px solid #99acc2;">HubSpot analytics: tracks visits</td><td style="padding: 4px; border: 1px solid #99acc2;">6 months</td></tr>
<tr><td style="padding: 4px; border: 1px solid #99acc2;">hubspotutk</td><td style="padding: 4px; border: 1px solid #99acc2;">Recognises you when you fill in a form</td><td style="padding: 4px; border: 1px solid #99acc2;">6 months</td></tr>
<tr><td style="padding: 4px; border: 1px solid #99acc2;">__hssc</td><td style="padding: 4px; border: 1px solid #99acc2;">Counts pages viewed in a session</td><td style="padding: 4px; border: 1px solid #99acc2;">30 minutes</td></tr>
<tr><td style="padding: 4px; border: 1px solid #99acc2;">__hssrc</td><td style="padding: 4px; border: 1px solid #99acc2;">Tells whether you restarted your browser</td><td style="padding: 4px; border: 1px solid #99acc2;">Session</td></tr>
<tr><td style="padding: 4px; border: 1px solid #99acc2;">__cf_bm</td><td style="padding: 4px; border: 1px solid #99acc2;">Set by Cloudflare, HubSpot&rsquo;s network, to tell people from bots</td><td style="padding: 4px; border: 1px solid #99acc2;">30 minutes</td></tr>
</tbody>
</table>
</div>
<p>The map on our contact page is a Google Maps embed, and Google may set its own cookies when it loads.</p>`),
    ),
  ],
});

export const fixwellLegalPages = [terms, terms2021, privacy, cookies];
