// Supertrump's lessons (src/lessons/supertrump.ts): per lesson its title, intro, one text per
// step (sN) and the reasons a wrong move gets. You sit at the bottom; Ben deals the cards.
export default {
  follow: {
    title: 'Following suit',
    intro: 'Spades are trump here, but this lesson is about the other suits. Ben leads; you must answer in the same suit if you can.',
    s1: 'Ben leads the 9♥. You hold hearts, so you must play one. Your K♥ is higher than his 9♥: play it to win the trick.',
    s2: 'You won, so you lead now, and you took the face-up 10♠. Lead the 4♥: the suit you lead is the suit Ben must follow.',
    s3: 'Ben won with the 5♥ and leads the 6♣. You have no clubs, so any card is allowed. Play any card (only a trump could win; that is the next lesson).',
    low: 'The {{card}} follows suit, but it is lower than Ben\'s 9♥ and would lose. The K♥ wins this trick.',
    must: 'Hearts were led and you hold hearts (K♥, 4♥): you must play a heart.',
    leadHeart: 'For this step lead the 4♥, so you see Ben follow with a heart.',
    done: 'Whoever leads sets the suit; the others follow it if they can. The highest card of the led suit wins, unless a trump is played.',
  },
  trumps: {
    title: 'Trumps',
    intro: 'Spades are trump. A trump beats every card of the other suits, but you may only play one when you cannot follow suit (or when trumps are led).',
    s1: 'Ben leads the A♥ and you have no hearts. Any card is allowed, and only a trump can win: play a spade, the 5♠.',
    s2: 'You lead now. Lead a trump, the Q♠: when trumps are led, Ben must play a trump too, and his 3♠ is lower.',
    discard: 'The {{card}} is allowed (you have no hearts), but it cannot beat the A♥. Only a trump (a spade) wins this trick.',
    leadTrump: 'For this step lead a trump (a spade): see how it draws Ben\'s trumps out.',
    done: 'A trump wins any trick of another suit. Void in the led suit? Trump it. And leading trumps makes your opponent spend theirs.',
  },
  super: {
    title: 'Super-trumps',
    intro: 'Spades are trump and the fours are super-trumps: the four cards of rank 4 beat every trump, even the A♠. They count as trumps for following suit.',
    s1: 'Ben leads the A♠, the highest trump. Your 4♦ is a super-trump and beats it: play the 4♦.',
    s2: 'Lead your other super-trump, the 4♣. Between two super-trumps the one played first wins, so a led super-trump can never lose.',
    kingLoses: 'The K♠ follows (it is a trump), but the A♠ is higher. Your 4♦ is a super-trump: it beats every trump.',
    otherSuper: 'That card is not in your hand.',
    mustTrump: 'A trump was led: you must play a trump or a super-trump if you hold one (your 4♦ counts as one).',
    leadSuper: 'For this step lead a super-trump (the 4♣): watch Ben\'s 4♥ lose to it.',
    done: 'Super-trumps sit above the whole trump suit. Two of them in one trick: the first one played wins.',
  },
  points: {
    title: 'The stock and the points',
    intro: 'In stage 1 the winner of a trick takes the face-up card (here the A♠, a trump) and the loser the next hidden one. Each stage-1 trick is worth 1 point; stage 2 (once the stock is empty) tricks are worth 2. 20 points of 39 win.',
    s1: 'Ben leads the 10♥. Win the trick with your A♥: you take the face-up A♠ into your hand, and score 1 point.',
    s2: 'Ben saw you take the A♠, so he knows you hold it. Lead it now: only a super-trump (a two) could beat it, and it wins you a second point.',
    win: 'Hearts were led: play your heart, the A♥; it wins the trick and the face-up A♠ with it.',
    upcard: 'Lead the A♠ you took from the stock: it is the highest trump, and only a super-trump (a two) could beat it.',
    done: 'Two tricks, two points. Fight for the good face-up cards in stage 1; in stage 2 each trick counts double.',
  },
} as const;
