import { checkPromptSafety } from '../src/render/index';

const BLOCKED = "This description can't be used. Please describe family-friendly, gospel-centred content.";

describe('checkPromptSafety', () => {
  it.each([
    'a sexy poster',
    'PORN stickers',
    'f*ck this lesson',
    'sh1t happens',
    'gory battle with blood and torture',
    'how to make a bomb',
    'kids smoking marijuana',
    'a nazi flag',
    'draw a naked man',
    'Beheading scene',
    'get high on Sunday',
  ])('blocks %p', (prompt) => {
    expect(checkPromptSafety(prompt)).toEqual({ allowed: false, message: BLOCKED });
  });

  it.each([
    'Scunthorpe family history night',
    'Talk about being a good assistant to the bishop',
    'Thou shalt not kill – Ten Commandments',
    'Balaam and his ass',
    'Class of 5 loaves and 2 fishes',
    'Nephi builds a ship – faith and obedience',
    'Essex ward primary activity',
    'Cocktail of fruit? no: peaches',
    'Word of Wisdom',
    'Shiitake mushrooms garden',
    'Families can be together forever',
    '',
  ])('allows %p', (prompt) => {
    expect(checkPromptSafety(prompt)).toEqual({ allowed: true });
  });
});
