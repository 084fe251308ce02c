// Skat's lessons (src/lessons/skat.ts). You deal and defend; Ben (forehand) is the declarer,
// Clara your partner for this deal.
export default {
  jacks: {
    title: 'The jacks are trumps',
    intro: 'Ben bid 18 and plays clubs from his hand: clubs are trump. In Skat the four jacks are the highest trumps (J♣ J♠ J♥ J♦), above A 10 K Q 9 8 7 of the trump suit. A jack belongs to the trumps, not to its printed suit.',
    s1: 'Ben leads the 7♣, a trump; Clara follows with the 8♣. You have no clubs, but your J♦ is a trump, so you must play it — and it wins the trick.',
    s2: 'You lead. Your diamonds without the jack are a plain suit: lead the A♦, the highest diamond (then comes the 10♦).',
    notDiamond: 'The J♦ is not a diamond here: it is a trump. A trump was led, so you must play your trump, the J♦.',
    mustTrump: 'A trump was led and you hold one: the J♦ (jacks are trumps). You must play it.',
    leadDiamond: 'For this step lead the A♦: ace and ten are the highest cards of a plain suit, worth 11 and 10 card points.',
    done: 'Jacks are always trumps; a plain suit has seven cards, ace and ten at the top. The declarer needs 61 of the 120 card points.',
  },
} as const;
