// Tuppi's lessons (src/lessons/tuppi.ts). You sit South; your partner Clara sits opposite,
// Ben and Dev are the other side.
export default {
  auction: {
    title: 'The hidden auction',
    intro: 'Tuppi has no trumps. Before play everyone secretly bids with a card from their hand: a red card bids rami (play high, take 7 or more tricks), a black card bids nolo (play low). The bids are turned up from the dealer\'s left; the first red one makes its player the declarer.',
    s1: 'Your hand is full of aces and kings: you want to play high. Bid rami: place a red number card, the 3♥ (it stays in your hand).',
    s2: 'Your red bid was turned up first: you are the declarer, and you lead. Lead the A♠: the others must follow spades, and with no trumps nothing beats the ace of the led suit.',
    nolo: 'The {{card}} is black: it bids nolo, and if all four bid nolo everyone tries to take few tricks. With this hand you want rami: bid a red card.',
    court: 'Jacks, queens and kings cannot be bid with: place an ace or a number card (2–10) — a red one for rami.',
    leadAce: 'For this step lead an ace: with no trumps, the ace of the led suit always wins.',
    done: 'First trick to you. In rami your side needs 7 of the 13 tricks: each trick over 6 scores 4 for you — and 8 for the defenders if they take 7.',
  },
} as const;
