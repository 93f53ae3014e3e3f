import { CLIENT_ROUTES } from '@fd/contract';
import { Link } from 'react-router';
import { OPERATOR } from '../../../features/operator/operator';
import { Address } from './Address';
import { TranslationNotice } from './TranslationNotice';

/** Privacy and cookie policy, English translation (the German version is binding). */
export function PrivacyTextEn() {
  return (
    <>
      <TranslationNotice />
      <p>
        Protecting your personal data matters to us. We process your data only on the basis of the General
        Data Protection Regulation (GDPR), the Austrian Data Protection Act (DSG) and the Austrian
        Telecommunications Act 2021 (TKG 2021). This policy explains which data we collect on firmenradar.at,
        what we use it for and which rights you have.
      </p>

      <h2>1. Controller</h2>
      <Address country="Austria" />
      <p>
        Phone: {OPERATOR.phone}
        <br />
        E-mail: <a href={`mailto:${OPERATOR.email}`}>{OPERATOR.email}</a>
      </p>
      <p>For any question about data protection, contact us at the e-mail address above.</p>

      <h2>2. Data collection on our website</h2>
      <h3>Server log files</h3>
      <p>
        Whenever you open our website, our server automatically stores technical information sent by your
        browser: IP address, date and time of access, page requested, amount of data transferred, referrer
        URL, browser type and operating system. We need this data to run the website securely and reliably and
        to fend off attacks (Art. 6(1)(f) GDPR). It is not combined with other data sources.
      </p>
      <h3>User account</h3>
      <p>
        When you create an account, we process your name, your e-mail address and your password (only as a
        secure hash) as well as the IP address at the time of registration to prevent abuse. The legal basis
        is the performance of the user agreement (Art. 6(1)(b) GDPR). If you sign in through a third party
        (Google), we receive your name and your verified e-mail address from it.
      </p>
      <h3>Company data from public sources</h3>
      <p>
        Our database contains information about companies and their officers (such as managing directors,
        shareholders and authorised signatories) taken from publicly accessible registers and publications. We
        process this data on the basis of our legitimate interest and our users' interest in transparent
        business information (Art. 6(1)(f) GDPR). Data subjects may request access, report corrections or
        object to the processing at any time.
      </p>

      <h2>3. Cookies</h2>
      <p>Cookies are small text files that your browser stores on your device. We use these categories:</p>
      <ul>
        <li>
          <strong>Necessary cookies and stored values</strong> – for login, session, language setting and
          storing your cookie choice. They are required to run the website (§ 165(3) TKG 2021, Art. 6(1)(f)
          GDPR) and cannot be switched off.
        </li>
        <li>
          <strong>Statistics cookies</strong> – help us understand how our website is used (see section 6).
          They are set only with your consent.
        </li>
        <li>
          <strong>Marketing cookies</strong> – used to show you relevant advertising on other websites (see
          section 7). They are set only with your consent.
        </li>
      </ul>
      <p>
        You can delete or block cookies in your browser at any time. If you block necessary cookies, some
        functions, such as logging in, will no longer be available.
      </p>

      <h2>4. Contacting us</h2>
      <p>
        When you contact us through the <Link to="/kontakt">contact form</Link>, by e-mail or by phone, we
        process the details you give (name, e-mail address, company if given, subject and message) to answer
        your enquiry (Art. 6(1)(b) or (f) GDPR). We keep enquiries for at most six months after they have been
        dealt with, unless statutory retention duties require otherwise.
      </p>
      <p>
        If you use our live chat, we process the chat content and the contact details you provide only for the
        duration of the conversation. Chat data is deleted at the latest 2 hours after the last message.
      </p>

      <h2>5. Newsletter</h2>
      <p>
        We send our newsletter with product news and analyses of business developments only with your express
        consent (Art. 6(1)(a) GDPR, § 174 TKG 2021). We use the double opt-in procedure: your address is added
        to the mailing list only after you confirm it through the link in our e-mail. As evidence we log the
        time and IP address of sign-up and confirmation. You can unsubscribe at any time through the link in
        every issue; your address is then removed from the list.
      </p>

      <h2>6. Web analytics</h2>
      <p>
        With your consent we use the open-source software Matomo, run on our own servers in the EU. Matomo
        evaluates which pages are viewed and how visitors use the website. Your IP address is shortened by two
        bytes so that it cannot be linked to you; the data is not passed on to third parties. The legal basis
        is your consent (Art. 6(1)(a) GDPR, § 165(3) TKG 2021). We keep the reports for 14 months.
      </p>

      <h2>7. Remarketing</h2>
      <p>
        With your consent we use the remarketing functions of Google Ads and LinkedIn (Insight Tag). Your
        browser is recognised by a pseudonymous cookie so that we can show you Firmenradar ads on other
        websites and measure the success of our campaigns. Data may be transferred to the USA; the providers
        are certified under the EU-US Data Privacy Framework. The legal basis is your consent (Art. 6(1)(a)
        GDPR), which you can withdraw at any time.
      </p>

      <h2>8. Embedded videos</h2>
      <p>
        On some pages we embed YouTube videos in privacy-enhanced mode. A connection to the servers of YouTube
        (Google Ireland Limited) is made only when you actively start a video. From then on YouTube receives
        your IP address and the page you visited; if you are logged in to YouTube, the view may be linked to
        your account. The legal basis is your consent (Art. 6(1)(a) GDPR).
      </p>

      <h2>9. Captcha</h2>
      <p>
        To protect our forms against automated requests (spam, bots) we use Friendly Captcha by Friendly
        Captcha GmbH, Germany. It works without cookies: your browser solves a small computing puzzle, during
        which a shortened IP address and technical characteristics of your browser are processed. The legal
        basis is our legitimate interest in the security of our website (Art. 6(1)(f) GDPR).
      </p>

      <h2>10. Consent management (consent tool)</h2>
      <p>
        On your first visit our cookie notice asks whether you allow statistics and marketing cookies (“Accept
        All”) or not (“Decline”). We store your choice only locally in your browser (key{' '}
        <code>cookieConsent</code>) so that the notice does not appear again; no personal data is sent to us.
        To change your choice or withdraw your consent, delete the stored site data in your browser; you will
        be asked again on your next visit.
      </p>

      <h2>11. Your rights as a data subject</h2>
      <p>Under the GDPR you have the right to:</p>
      <ul>
        <li>access the data stored about you (Art. 15 GDPR),</li>
        <li>have inaccurate data rectified (Art. 16 GDPR),</li>
        <li>erasure (Art. 17 GDPR) and restriction of processing (Art. 18 GDPR),</li>
        <li>data portability (Art. 20 GDPR),</li>
        <li>object to processing based on legitimate interests (Art. 21 GDPR),</li>
        <li>withdraw consent with effect for the future (Art. 7(3) GDPR).</li>
      </ul>
      <p>
        Please write to <a href={`mailto:${OPERATOR.email}`}>{OPERATOR.email}</a>. If you believe that the
        processing of your data violates data protection law, you may lodge a complaint with the Austrian Data
        Protection Authority, Barichgasse 40–42, 1030 Vienna, www.dsb.gv.at.
      </p>

      <h3>People about whom Firmenradar shows information</h3>
      <p>
        Firmenradar shows information about managing directors, board members, authorised signatories and
        employees of companies. As a data subject you can use the{' '}
        <Link to={CLIENT_ROUTES.privacyRequestEn}>privacy request</Link> form to object to the processing
        (Art. 21 GDPR), to request erasure (Art. 17 GDPR) or to request the rectification of inaccurate
        information (Art. 16 GDPR). Every person and employee page links to this form.
      </p>
      <ul>
        <li>We confirm receipt of your request by e-mail without delay.</li>
        <li>
          We decide within one month of receipt (Art. 12(3) GDPR) and inform you of the outcome by e-mail; if
          we reject a request, we state our reasons.
        </li>
        <li>
          If we grant an objection or an erasure request, we no longer show any information about the person:
          their page can no longer be opened, and they appear neither in search nor on company pages, in the
          network, in exports, in the programming interface nor in event notifications. This takes effect
          within one minute on all our servers and also after future updates of the register data, because we
          recognise the person by the identifier of the data source.
        </li>
      </ul>

      <h2>12. Retention</h2>
      <p>We keep personal data only as long as its purpose requires:</p>
      <ul>
        <li>Server log files: 14 days, then they are deleted.</li>
        <li>Chat data: at the latest 2 hours after the last message.</li>
        <li>Contact enquiries: six months after they have been dealt with.</li>
        <li>Account data: until the account is deleted.</li>
        <li>Newsletter data: until you unsubscribe.</li>
        <li>
          Invoices and accounting records: seven years under § 132 of the Austrian Federal Fiscal Code (BAO),
          and beyond that as long as they are needed for pending proceedings.
        </li>
      </ul>
    </>
  );
}
