import type { LegalTexts } from '../legal-types';

export const en: LegalTexts = {
  privacyPolicy: {
    title: 'Privacy Policy',
    intro:
      'This Privacy Policy explains how the operator of {{app}} (“we”, “the Operator”) collects, uses, stores and protects the personal data of partners and visitors of the website and the personal cabinet (“the Platform”). By registering or using the Platform you confirm that you have read this Policy.',
    sections: [
      {
        heading: '1. Who is responsible for your data',
        paragraphs: [
          'The Operator of the Platform is the controller of the personal data described in this Policy. Questions about your data and requests to exercise your rights can be sent to {{contact}}.',
        ],
      },
      {
        heading: '2. What data we collect',
        paragraphs: [
          'Registration data: first and last name in Latin letters, email address, login, phone number, and the partner code of the partner who invited you (your sponsor).',
          'Profile data that you choose to add: date of birth, country and country code, social network handles, an avatar image, and the data you give in promo participant forms.',
          'Financial data: your balances and operations in GTC and USDT, deposit amounts and transaction hashes, wallet addresses for withdrawals, purchased investment packages and accrued bonuses.',
          'Technical and security data: IP address, browser and device information, the time of sign-ins and security events, two-factor authentication settings, and a record of the actions taken in your account. We never store your password in readable form, only a one-way hash of it.',
        ],
      },
      {
        heading: '3. Why we use your data',
        paragraphs: [
          'To create and run your account, to identify you when you sign in, and to send you service emails, such as the link to set or reset your password.',
          'To provide the services of the Platform: investment packages and their accruals, the partner programme with its linear, binary and career bonuses, deposits, transfers and withdrawals.',
          'To keep the Platform secure: to prevent fraud, abuse and unauthorised access, to limit repeated failed sign-ins, to run the captcha check and to investigate incidents.',
          'To meet legal obligations, including accounting, anti-money-laundering checks and answers to lawful requests of authorities.',
          'We process data on the basis of the contract with you (the public offer), our legitimate interest in a secure and working service, your consent where we ask for it, and our legal obligations.',
        ],
      },
      {
        heading: '4. Who can see your data',
        paragraphs: [
          'Your sponsor and the partners above you in the structure see the limited data the partner programme needs: your login, name, registration date, status and the volume of your packages. They do not see your contact details, balances, wallet addresses or security settings.',
          'Administrators of the Platform see your data only to the extent their role requires; every administrative action is recorded in a log.',
          'Service providers that work for us under confidentiality obligations: hosting and data storage, email delivery, and Google reCAPTCHA, which receives technical data about your browser to tell people from bots (its use is governed by the Google Privacy Policy and Terms of Service).',
          'Authorities, when the law requires it. We do not sell your personal data and do not share it for advertising.',
        ],
      },
      {
        heading: '5. Cookies and local storage',
        paragraphs: [
          'The Platform uses one cookie to remember the language you chose and the local storage of your browser to keep your session (the sign-in token) on your device. Both are necessary for the Platform to work. We use no advertising or tracking cookies.',
          'The captcha service may set its own cookies when the captcha is shown.',
        ],
      },
      {
        heading: '6. How long we keep data',
        paragraphs: [
          'We keep your account data while your account exists. After it is closed we keep financial records and logs for as long as the law or the resolution of disputes requires, usually up to five years, and delete or anonymise everything else.',
        ],
      },
      {
        heading: '7. How we protect your data',
        paragraphs: [
          'Data is transmitted over encrypted connections. Passwords are stored as strong one-way hashes, sign-in tokens are stored hashed and can be revoked, and the number of sign-in attempts is limited. You can turn on two-factor authentication, which is required for withdrawals.',
          'No system is completely secure. Keep your password and recovery codes secret, and tell us at once if you suspect unauthorised access to your account.',
        ],
      },
      {
        heading: '8. Your rights',
        paragraphs: [
          'You may ask for access to your data, correction of inaccurate data, deletion of data we no longer need, restriction of processing, and a copy of your data in a common format. You may withdraw a consent at any time; this does not affect processing that took place before.',
          'Send your request to {{contact}} from the email address of your account. We answer within 30 days. You may also complain to the data protection authority of your country.',
        ],
      },
      {
        heading: '9. International transfers',
        paragraphs: [
          'Our service providers may process data in other countries. In that case we make sure the data keeps an adequate level of protection, for example through standard contractual clauses.',
        ],
      },
      {
        heading: '10. Age restriction',
        paragraphs: [
          'The Platform is intended for adults only. We do not knowingly collect data of persons under 18 and delete such data as soon as we learn of it.',
        ],
      },
      {
        heading: '11. Changes to this Policy',
        paragraphs: [
          'We may update this Policy. The current version is always available on this page with its effective date; we inform you of material changes by email or in the cabinet.',
        ],
      },
    ],
  },
  publicOffer: {
    title: 'Public Offer',
    intro:
      'This document is a public offer of the operator of {{app}} (“the Operator”) to conclude an agreement on the use of the Platform and its services on the terms below. You accept the offer when you register on the Platform or buy an investment package and confirm your consent to this offer and the Privacy Policy; your consent is recorded with its date and time.',
    sections: [
      {
        heading: '1. Terms used',
        paragraphs: [
          '“Platform”: the website and the personal cabinet of {{app}} with all their services. “Partner”: an adult who has registered on the Platform and accepted this offer. “Sponsor”: the partner who invited another partner; the sponsor is fixed at registration and never changes.',
          '“GTC”: the internal unit of account of the Platform. “USDT”: the Tether stablecoin on the TRON network (TRC20) used for deposits and withdrawals. “Investment package”: a product bought for GTC that pays daily earnings for a fixed period of work.',
        ],
      },
      {
        heading: '2. Subject of the agreement',
        paragraphs: [
          'The Operator gives the Partner access to the Platform: the personal cabinet, investment packages, the partner programme, and deposit, transfer and withdrawal operations. The Partner uses them in accordance with this offer and the rules published in the cabinet. The rules of each programme, the package catalogue, and the fees, limits and rates shown in the cabinet are part of this offer.',
        ],
      },
      {
        heading: '3. Registration and account',
        paragraphs: [
          'Registration is possible only by invitation from an active partner, through a personal link or partner code. An active partner is a partner who holds at least one active investment package.',
          'The Partner gives accurate data, keeps it up to date and may hold only one account. The Partner sets the password through the link sent to the registration email, keeps the password, the recovery codes and access to that email secret, and is responsible for all actions taken in the account.',
          'Two-factor authentication is required for withdrawals, transfers and some other operations.',
        ],
      },
      {
        heading: '4. Investment packages',
        paragraphs: [
          'Packages are bought for GTC from the balance of the Partner. Before the purchase the cabinet shows the price, the daily earnings rate, the period of work, any additional days and the total income of the package. A purchase requires consent to this offer and the Privacy Policy.',
          'Earnings are credited daily. The first accrual is made no sooner than 24 hours after the package is activated, then every 24 hours until the end of the period of work, after which the package becomes inactive.',
          'An active package can be upgraded to a more expensive one for the price difference. Income already earned is kept; the schedule of the new package starts at the moment of the upgrade.',
        ],
      },
      {
        heading: '5. Partner programme',
        paragraphs: [
          'The Partner may invite new partners and receive bonuses under the linear, binary and career programmes. The conditions, percentages, levels, limits and statuses of each programme are published in the corresponding sections of the cabinet.',
          'Bonuses are paid only for real purchases of packages by invited partners. The binary bonus is limited by the daily reward limit of the package of the Partner, and the amount above the limit is not accrued. A career reward is paid once per status.',
        ],
      },
      {
        heading: '6. Deposits, transfers and withdrawals',
        paragraphs: [
          'A deposit is made in USDT (TRC20) to the wallet shown in the cabinet within the payment time shown there. After confirmation the amount is credited in GTC at the rate current at the moment of crediting, usually within one hour.',
          'The Partner may transfer GTC to another partner by partner ID. A completed transfer is final.',
          'A withdrawal in USDT (TRC20) or GTC can be requested on the 5th, 15th and 25th day of each month, from 00:00 to 23:59 server time. The fee and the amount to be received are shown before you confirm. A request is processed within 72 hours and can be cancelled while it is pending. Minimum amounts and limits are shown in the cabinet.',
          'The Partner is responsible for the correctness of wallet addresses and networks. Funds sent to a wrong address or network cannot be returned.',
        ],
      },
      {
        heading: '7. Risk disclosure',
        paragraphs: [
          'Participation in the Platform involves financial risk. Crypto-assets are volatile, and their value and availability may change because of market, technical or regulatory events. Past earnings do not guarantee future earnings.',
          'The Partner takes decisions independently, uses only funds he or she can afford to lose, and does not treat the information on the Platform as investment, tax or legal advice.',
        ],
      },
      {
        heading: '8. Obligations and prohibited conduct',
        paragraphs: [
          'The Partner must not create several accounts, register other people without their knowledge, give false data, use the Platform for money laundering or any other unlawful purpose, interfere with its operation, or mislead other people about the Platform and its income.',
          'The Partner pays the taxes that apply to his or her income under the law of his or her country.',
        ],
      },
      {
        heading: '9. Suspension and termination',
        paragraphs: [
          'The Operator may suspend access to the account or to certain operations while it checks a suspected violation of this offer, fraud or unauthorised access, and may close the account for a serious violation.',
          'The Partner may close the account at any time by writing to support; the balances of a closed account are settled according to the rules in force.',
        ],
      },
      {
        heading: '10. Liability',
        paragraphs: [
          'The Operator is responsible for the proper functioning of the Platform within its control. It is not liable for losses caused by the actions of the Partner or third parties, by failures of blockchain networks, payment services or internet providers, or by circumstances beyond its reasonable control. The liability of the Operator is limited to direct, documented damage.',
          'Technical maintenance is announced in advance where possible; during maintenance some services may be unavailable.',
        ],
      },
      {
        heading: '11. Changes to the offer',
        paragraphs: [
          'The Operator may change this offer and the rules published in the cabinet. Changes take effect when they are published on the Platform with a new effective date. Continuing to use the Platform after that means accepting them; packages bought earlier keep their terms.',
        ],
      },
      {
        heading: '12. Disputes and contact',
        paragraphs: [
          'Disputes are resolved by negotiation first: write to {{contact}}, and a claim is answered within 30 days. If no agreement is reached, the dispute is resolved under the law of the country where the Operator is registered, in the competent court at its location, unless mandatory consumer protection law provides otherwise.',
          'Questions about this offer, the services of the Platform and your account: {{contact}}.',
        ],
      },
    ],
  },
};
