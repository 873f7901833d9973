import { FIRM, OFFICES, officeAddress } from '@firm/shared/domain/firm';
import type { LegalContent } from '../legal.types';

const [headOffice] = OFFICES;

export const generalTermsAndRegistration: LegalContent = {
  slug: 'general-terms-and-registration',
  summary: `These terms govern the use of the website and the client portal of ${FIRM.legalName}, registration of portal accounts and sign-in, and how we keep your information confidential and protect your personal data.`,
  sections: [
    {
      heading: 'Acceptance',
      paragraphs: [
        'By registering for or using the portal you agree to these terms. If you use the portal on behalf of an organisation, you confirm that you are authorised to bind it. If you do not agree, please do not use the portal.',
      ],
    },
    {
      heading: 'Registration of accounts',
      bullets: [
        'Client accounts are created by the firm when an engagement begins, or on request by an existing client, for the contact persons the client names. Staff accounts are created by the firm’s administrators.',
        'Each account belongs to one person and is identified by that person’s e-mail address. Accounts must not be shared.',
        'You must keep your name, e-mail address and phone number current. We may ask for documents such as a PAN or a board resolution to verify who may act for an organisation.',
        'We may suspend or close an account that is misused, that belongs to a person no longer authorised by the client, or at the end of the engagement.',
      ],
    },
    {
      heading: 'Sign-in with one-time passwords',
      bullets: [
        'The portal has no passwords. To sign in, you enter your registered e-mail address and we send a 6-digit one-time password (OTP) to it, valid for a short time and for one sign-in only.',
        'Never share an OTP. Our staff will never ask you for one by phone, e-mail or message.',
        'Sign out after using a shared or public device. Sessions end automatically after a period of inactivity.',
        `Tell us at once at ${FIRM.email} if you suspect that someone else has accessed your account or your e-mail inbox.`,
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: [
        'You may use the portal only to work with us on your own engagements. You must not try to access another client’s information, probe or disrupt the portal, upload malicious files, or use automated tools to extract data. We keep logs of access to the portal for security and may act, including by reporting to the authorities, on any misuse.',
      ],
    },
    {
      heading: 'Confidentiality',
      paragraphs: [
        'As chartered accountants we are bound by the Chartered Accountants Act, 1949 and the Code of Ethics issued by the Institute of Chartered Accountants of India. Information you give us is used only for your engagements and is not disclosed to anyone else without your consent, except where the law, a regulator, a court or ICAI’s peer review and quality review processes require it, in which case those reviewers are themselves bound to confidentiality.',
        'Our working papers are our property, as ICAI’s pronouncements provide, and are retained under our quality control policies.',
      ],
    },
    {
      heading: 'Personal data and the DPDP Act, 2023',
      paragraphs: [
        'We process personal data as a Data Fiduciary under the Digital Personal Data Protection Act, 2023, and only for lawful purposes: providing the services you engage us for, meeting our legal and professional obligations, billing and payment, and running and securing the portal.',
      ],
      bullets: [
        'We collect only what a purpose needs, such as names, contact details, PAN, Aadhaar where a filing requires it, and financial records.',
        'You may ask to access a summary of your personal data, to correct or complete it, to have it erased when it is no longer needed, and to nominate another person to exercise these rights.',
        'We keep records for as long as the law requires, for example eight years for books of account under the Companies Act, 2013, and delete or anonymise them afterwards.',
        'Data is stored on servers in India with access controls, encryption in transit and audit logs. Service providers such as the payment gateway and e-mail provider process data only on our instructions.',
        'If a personal data breach occurs we will inform the Data Protection Board of India and the persons affected, as the Act requires.',
      ],
      closing: `Grievance Officer: ${FIRM.grievanceOfficer.name}, ${FIRM.legalName}, ${officeAddress(headOffice)}; e-mail ${FIRM.grievanceOfficer.email}. We respond to grievances within 7 days. If you are not satisfied, you may complain to the Data Protection Board of India.`,
    },
    {
      heading: 'Electronic communication',
      paragraphs: [
        'You agree that we may communicate with you by e-mail and through the portal, and that records and approvals exchanged electronically are valid under the Information Technology Act, 2000.',
      ],
    },
    {
      heading: 'Limitation of liability',
      paragraphs: [
        'The website is provided for general information and is not professional advice for any particular situation. We work to keep the portal available and secure, but we do not guarantee uninterrupted access and are not liable for losses caused by outages beyond our reasonable control. Liability for our professional services is governed by the engagement letter and our Online Order Making Terms.',
      ],
    },
    {
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these terms to reflect changes in law or in our services. The current version is always available on our website, and we will notify registered users by e-mail of any material change at least 15 days before it takes effect.',
      ],
    },
    {
      heading: 'Governing law and jurisdiction',
      paragraphs: [
        'These terms are governed by the laws of India. The parties will first try to resolve any dispute amicably within 30 days of notice. Subject to that, the courts at Mumbai, Maharashtra shall have exclusive jurisdiction.',
      ],
    },
  ],
};
