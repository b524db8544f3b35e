import { Link } from 'react-router-dom';
import { usePageMeta } from '../lib/usePageMeta';

interface PolicySection {
  title: string;
  paragraphs: string[];
}

// The ten sections of the privacy policy (spec 000 Static pages), last updated March 15, 2025.
const SECTIONS: PolicySection[] = [
  {
    title: 'Information We Collect',
    paragraphs: [
      'When you create an account we collect your e-mail address, an encrypted form of your password and, if you choose to give them, your first and last name. When you use FaithCraft we store the descriptions you write, the images you create, your downloads, purchases and subscription status.',
    ],
  },
  {
    title: 'How We Use Your Information',
    paragraphs: [
      'We use your information to provide the service: to create and store your content, show your library, process purchases and subscriptions, send account e-mails such as password resets, answer your questions and keep FaithCraft secure. We do not sell your personal information.',
    ],
  },
  {
    title: 'Service Providers',
    paragraphs: [
      'We share only what is needed with providers who help us run FaithCraft. Payments are processed by Stripe, our payment provider; we never see or store your full card number. Image generation uses OpenAI, our AI provider, which receives the descriptions you write but not your name or e-mail address.',
    ],
  },
  {
    title: 'Public Content and Creator Pages',
    paragraphs: [
      'Content you publish to the marketplace, and your creator page if you make it public, can be seen by anyone. Private content stays visible only to you. You can make content private again at any time.',
    ],
  },
  {
    title: 'Cookies',
    paragraphs: [
      'We use one essential cookie to keep you signed in. It cannot be read by scripts on the page and is not used for advertising.',
    ],
  },
  {
    title: 'Data Security',
    paragraphs: [
      'Passwords are stored only as secure hashes, connections are encrypted, and access to your data is checked on our servers for every request.',
    ],
  },
  {
    title: 'Data Retention',
    paragraphs: [
      'We keep your account and content while your account exists. When an account is deleted, its personal information and private content are removed, and records we must keep by law (such as payment records) are kept only as long as required.',
    ],
  },
  {
    title: 'Your Rights',
    paragraphs: [
      'You can see and update your name in your profile, download your content, and ask us to correct or delete your personal information by contacting us.',
    ],
  },
  {
    title: "Children's Privacy",
    paragraphs: [
      'FaithCraft is made for parents, teachers and leaders. The service is not intended for children under 13, and we do not knowingly collect personal information from children under 13. If you believe a child has given us personal information, please contact us and we will delete it.',
    ],
  },
  {
    title: 'Changes and Contact',
    paragraphs: [
      'If we change this policy we will update the date above and, for important changes, let you know by e-mail. Questions about privacy are welcome through our contact page.',
    ],
  },
];

export function PrivacyRoute() {
  usePageMeta({
    title: 'Privacy Policy',
    description: 'How FaithCraft collects, uses and protects your personal information.',
  });
  return (
    <div className="container page-section">
      <article className="prose privacy">
        <header className="page-header">
          <h1>Privacy Policy</h1>
          <p>Last updated: March 15, 2025</p>
        </header>
        <ol className="privacy__sections">
          {SECTIONS.map((section, index) => (
            <li key={section.title}>
              <h2>
                {index + 1}. {section.title}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 32)}>{paragraph}</p>
              ))}
              {index === SECTIONS.length - 1 && (
                <p>
                  <Link to="/contact">Contact us</Link>
                </p>
              )}
            </li>
          ))}
        </ol>
      </article>
    </div>
  );
}
