import { ClockIcon, HeartIcon, SparklesIcon, FileTextIcon } from 'lucide-react';
import { ContactForm } from '../features/contact/ContactForm';
import { usePageMeta } from '../lib/usePageMeta';

const CHANNELS = [
  {
    title: 'Email Support',
    text: 'support@faithcraft.local',
    detail: 'We reply within 24 hours on business days.',
    Icon: HeartIcon,
  },
  { title: 'Phone', text: '1-800-555-0142', detail: 'Mon-Fri 8-6, Sat 10-4 MST', Icon: ClockIcon },
  { title: 'Live Chat', text: 'Chat with our team', detail: 'During support hours', Icon: SparklesIcon },
  {
    title: 'Help Center',
    text: 'Guides and answers',
    detail: 'Printing, downloads, plans and more',
    Icon: FileTextIcon,
  },
];

export function ContactRoute() {
  usePageMeta({
    title: 'Contact Us',
    description: 'Questions about FaithCraft? Contact our support team by e-mail, phone or the contact form.',
  });
  return (
    <div className="container page-section contact-page">
      <header className="page-header">
        <h1>Contact Us</h1>
        <p>Have a question, an idea or a problem? We'd love to hear from you.</p>
      </header>
      <ul className="contact-cards">
        {CHANNELS.map(({ title, text, detail, Icon }) => (
          <li key={title} className="contact-card">
            <span className="contact-card__icon" aria-hidden="true">
              <Icon size={22} />
            </span>
            <h2 className="contact-card__title">{title}</h2>
            <p className="contact-card__text">{text}</p>
            <p className="contact-card__detail">{detail}</p>
          </li>
        ))}
      </ul>
      <div className="contact-layout">
        <section aria-labelledby="contact-form-title" className="contact-panel">
          <h2 id="contact-form-title">Send us a message</h2>
          <ContactForm />
        </section>
        <aside className="contact-panel contact-hours" aria-labelledby="support-hours-title">
          <h2 id="support-hours-title">Support Hours</h2>
          <p className="contact-hours__summary">Mon-Fri 8-6, Sat 10-4 MST, Sunday closed</p>
          <p>We respond to every message within 24 hours on business days.</p>
        </aside>
      </div>
    </div>
  );
}
