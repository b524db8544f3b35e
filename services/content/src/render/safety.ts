import type { SafetyVerdict } from './types.js';

export const UNSAFE_PROMPT_MESSAGE =
  "This description can't be used. Please describe family-friendly, gospel-centred content.";

/**
 * Whole words (after normalising case, accents and common letter swaps) that have no place on a
 * family teaching page. Scripture words that sound harsh but are taught to children ("kill" in
 * the Ten Commandments, "hell", Balaam's "ass") are deliberately absent.
 */
const BLOCKED_WORDS = new Set(
  `
  fuck fucks fucked fucker fuckers fucking motherfucker motherfucking shit shits shitty shithead bullshit bitch bitches
  bastard bastards asshole assholes dumbass jackass cunt cunts dick dicks dickhead cock cocks pussy pussies twat wanker
  prick slut sluts whore whores goddamn damnit piss pissed crap
  sex sexy sexual sexually porn porno pornography pornographic nude nudes nudity naked erotic erotica fetish hentai nsfw
  xxx boobs boob tits titties breasts genitals penis vagina orgasm masturbate masturbation stripper strip-club lingerie
  onlyfans horny seductive seduce
  gore gory bloody bloodbath murder murders murderer murdering massacre slaughter slaughtered torture tortured torturing
  behead beheading beheaded decapitate decapitated decapitation dismember dismembered mutilate mutilated mutilation
  suicide self-harm selfharm corpse corpses gun guns rifle rifles pistol pistols shotgun firearm firearms bomb bombs
  bombing grenade terrorist terrorists terrorism shooting shooter stab stabbing stabbed execution genocide rape raped
  rapist abuse abused kidnap kidnapped
  cocaine heroin meth methamphetamine crack-cocaine lsd ecstasy mdma fentanyl opium marijuana cannabis stoned
  nazi nazis hitler kkk swastika nigger niggers nigga faggot faggots fag fags retard retarded kike kikes spic spics chink
  chinks tranny wetback gook
  `
    .split(/\s+/)
    .filter(Boolean),
);

/** Phrases that are only unsafe together. */
const BLOCKED_PHRASES = ['blow up', 'white power', 'kill yourself', 'get high', 'smoke weed', 'sex ed'];

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};

function normalise(prompt: string): string[] {
  const plain = prompt.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  const tokens = plain.match(/[\p{L}\p{N}@$!*]+(?:-[\p{L}\p{N}]+)*/gu) ?? [];
  // Letter swaps only inside tokens that contain letters, so "5 loaves" stays a number.
  return tokens.map((t) => (/\p{L}/u.test(t) ? t.replace(/[013457@$!]/g, (c) => LEET[c] ?? c) : t));
}

/** "f*ck", "sh**": a starred token matches a blocked word of the same shape. */
function maskedMatch(token: string): boolean {
  if (!token.includes('*') || token.replace(/\*/g, '').length < 2) return false;
  const pattern = new RegExp(`^${token.replace(/[^a-z*]/g, '').replace(/\*/g, '[a-z]')}$`);
  for (const word of BLOCKED_WORDS) if (word.length >= 4 && pattern.test(word)) return true;
  return false;
}

export function checkPromptSafety(prompt: string): SafetyVerdict {
  const tokens = normalise(prompt);
  const joined = ` ${tokens.join(' ')} `;
  const blocked =
    tokens.some(
      (t) =>
        maskedMatch(t) ||
        BLOCKED_WORDS.has(t) ||
        BLOCKED_WORDS.has(t.replace(/-/g, '')) ||
        t.split('-').some((part) => BLOCKED_WORDS.has(part)),
    ) || BLOCKED_PHRASES.some((p) => joined.includes(` ${p} `));
  return blocked ? { allowed: false, message: UNSAFE_PROMPT_MESSAGE } : { allowed: true };
}
