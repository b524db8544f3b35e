import { Link } from 'react-router-dom';
import { FacebookIcon, InstagramIcon, PinterestIcon, YouTubeIcon } from './SocialIcons';
import { LogoMark } from './Logo';

const QUICK_LINKS = [
  { to: '/generator', label: 'Create Content' },
  { to: '/marketplace', label: 'Marketplace' },
  { to: '/library', label: 'My Library' },
  { to: '/subscribe', label: 'Subscribe' },
];

const WHO_WE_ARE = [
  { to: '/about', label: 'About' },
  { to: '/blog', label: 'Blog' },
  { to: '/contact', label: 'Contact' },
  { to: '/privacy', label: 'Privacy Policy' },
];

// Placeholder links until the real social accounts exist.
const SOCIAL = [
  { label: 'FaithCraft on Facebook', Icon: FacebookIcon },
  { label: 'FaithCraft on Instagram', Icon: InstagramIcon },
  { label: 'FaithCraft on Pinterest', Icon: PinterestIcon },
  { label: 'FaithCraft on YouTube', Icon: YouTubeIcon },
];

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <div className="site-footer__logo">
            <LogoMark size={32} />
            <span>FaithCraft</span>
          </div>
          <p>
            Printable flash cards, coloring pages, games and more for Family Home Evening, Primary, youth and seminary —
            created with AI in about 30 seconds.
          </p>
          <ul className="site-footer__social" aria-label="Social media">
            {SOCIAL.map(({ label, Icon }) => (
              <li key={label}>
                <a href="#" aria-label={label} onClick={(event) => event.preventDefault()}>
                  <Icon size={20} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="site-footer__heading">
            Quick Links
          </h2>
          <ul className="site-footer__links">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-who-we-are">
          <h2 id="footer-who-we-are" className="site-footer__heading">
            Who We Are
          </h2>
          <ul className="site-footer__links">
            {WHO_WE_ARE.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="container site-footer__bottom">
        <p>© 2025 FaithCraft. All rights reserved.</p>
        <p>
          FaithCraft is an independent product and is not affiliated with The Church of Jesus Christ of Latter-day
          Saints.
        </p>
      </div>
    </footer>
  );
}
