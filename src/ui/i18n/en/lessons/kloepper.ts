// Kloepper's lessons (src/lessons/kloepper.ts). You deal, so Ben on your left leads. The
// holders of the two black queens (Q♣ and Q♠) play together, secretly, against the other two.
export default {
  trumps: {
    title: 'The trump order',
    intro: 'Kloepper has eleven trumps, high to low: Q♣ Q♠, the jacks J♣ J♠ J♥ J♦, then the diamonds A♦ 10♦ K♦ Q♦ 9♦. A trump belongs to the trumps only: the J♥ is not a heart. The plain suits (clubs, spades, hearts) run A 10 K (Q) 9 — the ten just below the ace.',
    s1: 'Ben leads the J♥: a trump, not a heart. Clara plays the 9♦ and Dev the A♦. You must follow trumps: your J♣ is above the J♥ and every diamond — play it.',
    s2: 'You won the trick. Before the next lead a player of the black-queen team may knock (a claim to take all six tricks). You hold no black queen: pass.',
    s3: 'Lead the A♠: in a plain suit the ace is the highest card, then the ten.',
    notHeart: 'The J♥ is a trump, not a heart: trumps were led and you hold trumps, so you must play one.',
    low: 'The 10♦ is a trump but lower than Dev\'s A♦. Your J♣ beats them all.',
    mustTrump: 'Trumps were led and you hold trumps: you must follow with a trump.',
    pass: 'You hold no black queen, so you cannot knock: pass.',
    leadAce: 'For this step lead the A♠: the ace tops a plain suit, and the ten comes next.',
    done: 'Two tricks: your J♣ beat the J♥ and the A♦, and your A♠ took the 10♠ and the K♠ (A 11, 10 10, K 4 card points). The black-queen team needs 61 of the 120 card points to win the deal.',
  },
  partner: {
    title: 'Your hidden partner',
    intro: 'You hold the Q♣, so you are on the black-queen team. Your partner is whoever holds the other black queen, the Q♠ — nobody says who; you learn it when the Q♠ is played.',
    s1: 'Ben leads the A♥; Clara, out of hearts, trumps it with the Q♠: she is your partner, and the trick is hers. Give her points: play the 10♥.',
    s2: 'A knock claims all six tricks for your team — a big bet. With what you know, do not risk it: pass.',
    fatten: 'Clara\'s Q♠ wins this trick for your team: give it the 10♥ (10 card points), not the K♥ (4).',
    follow: 'Hearts were led and you hold hearts: you must follow suit. The Q♣ is a trump, not a club or a heart.',
    noKnock: 'A knock means your team must take all six tricks, or each opponent scores 6 and your team nothing: with the opponents still holding trumps, do not knock. Pass.',
    done: 'Clara\'s Q♠ showed you your partner, and your 10♥ added 10 card points to her trick: 11 + 10 + 0 + 3 = 24 for your team already.',
  },
} as const;
