// Queen's Dungeon's lessons (src/lessons/queens-dungeon.ts). Everyone plays for themselves;
// you deal (and named spades trump before the deal), so Ben on your left leads.
export default {
  queen: {
    title: 'The queen is the top card',
    intro: 'In Queen\'s Dungeon the queen is the highest card of its suit: Q A K J 10 … 2. Each trick you win scores 10 and each queen in it 25. You dealt and named spades trump; Ben leads.',
    s1: 'Ben leads the A♥, Clara and Dev follow with small hearts. Your Q♥ is above the ace: play it and take the trick (10 for the trick, 25 for the queen).',
    s2: 'You lead now. The Q♥ and the A♥ are gone, so your K♥ is the highest heart left: lead it.',
    low: 'The {{card}} is below Ben\'s A♥. Only your Q♥ beats an ace.',
    must: 'Hearts were led and you hold hearts: you must follow suit (or play a queen).',
    leadKing: 'For this step lead the K♥: with the queen and the ace played, the king is the top heart.',
    done: 'Two tricks and a queen: 45 points. Queen, then ace, then king — keep that order in mind when you count what is left.',
  },
  trumps: {
    title: 'Trumps and the off-suit queen',
    intro: 'Spades are trump: any spade beats every card of the other suits, and the Q♠, the trump queen, is the highest card in the game. If you cannot follow suit you must play a trump if you have one — but a queen may be played at any time.',
    s1: 'Ben leads the 10♣, Clara plays the A♣ and Dev the K♣. You have no clubs: trump with your 3♠ — even the lowest trump beats the A♣.',
    s2: 'You lead. Lead the Q♠: the trump queen beats everything, so it cannot lose.',
    offQueen: 'A queen may always be played, but the Q♦ is neither the led suit nor trump: it cannot win this trick. Trump with the 3♠.',
    saveQueen: 'The Q♠ would win too, but the 3♠ is enough here: even the lowest trump beats the clubs. Keep the queen.',
    mustTrump: 'You have no clubs but you hold trumps: you must play a trump (or a queen). Play the 3♠.',
    leadQueen: 'For this step lead the Q♠: the trump queen is the highest card of all.',
    done: 'A low trump took Clara\'s ace, and the trump queen won the next trick with 25 for itself. An off-suit queen is worth 25 to whoever takes it, but it never wins a trick.',
  },
  change: {
    title: 'Two queens: a new trump',
    intro: 'When a trick holds exactly two queens, the dealer must name a new trump suit at once, different from the one in force; it counts from the next trick. You are the dealer. (Three queens send the trick\'s winner "to the dungeon", four lose the key: a big score penalty.)',
    s1: 'Ben leads the A♥ and Clara drops her Q♣ on it (a queen may always be played). Dev follows with the 5♥. Take the trick with your Q♥.',
    s2: 'Two queens in one trick: as the dealer you name the new trump. You hold no spades but four more hearts: make hearts trump.',
    low: 'The {{card}} is below Ben\'s A♥: only your Q♥ beats it.',
    must: 'Hearts were led and you hold hearts: you must follow suit (or play a queen).',
    same: 'Spades are trump already: the new trump must be a different suit. Your hand is full of hearts.',
    hearts: 'Pick the suit you hold most of: with the K♥ J♥ 10♥ 9♥ left, hearts make your hand strong.',
    done: 'Hearts are trump from the next trick on, and you hold the best of them. That trick also scored 10 and 25 for each queen, 60: a trick with three queens would have scored nothing.',
  },
} as const;
