import type { RequestHandler } from 'express';

/**
 * The Content-Security-Policy of both apps. Scripts only from our origin (no inline script, no
 * eval) plus Stripe.js (Stripe Elements, loaded by web's card form only when the provider is
 * Stripe) from js.stripe.com and its *.js.stripe.com hosts, which talks to api.stripe.com and
 * frames js/hooks.stripe.com (3-D Secure). Images and files come from our own origin
 * (/media is proxied, never a presigned MinIO URL), previews from data:/blob: URLs. Styles allow
 * 'unsafe-inline' because the Radix primitives inject small <style> tags (scroll lock) at run time;
 * a style cannot run code. Google sign-in is a full-page redirect from /oauth/google, which CSP
 * does not restrict.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' https://js.stripe.com https://*.js.stripe.com",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' https://api.stripe.com",
  'frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com',
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Browser features the apps never use are switched off; payment stays for Stripe's frames. */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), usb=(), payment=(self "https://js.stripe.com")';

/** Headers every response carries (API answers included): harmless for JSON, essential for HTML. */
export function baseSecurityHeaders(): RequestHandler {
  return (_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Frame-Options', 'DENY');
    // Not plain same-origin: Stripe's payment popups (Link, wallets) need their opener.
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    next();
  };
}

/**
 * The CSP for the apps' documents and assets. Not on /graphql: the development landing page of
 * Apollo Server (introspection is off in production) is a third-party page with its own scripts.
 */
export function contentSecurityPolicy(): RequestHandler {
  return (_req, res, next) => {
    res.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    next();
  };
}
