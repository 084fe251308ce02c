// Ascot's lessons (src/lessons/ascot.ts). You own the black horses (A♠, A♣), Ben the red ones
// (A♥, A♦); the aces are out of the pack, so the king is the top card.
export default {
  lead: {
    title: 'Win your lead: the led suit\'s ace moves',
    intro: 'Tricks score nothing in Ascot: the four aces run a race. When the leader wins a trick, the ace of the suit led moves half a length — whoever owns it. When the follower wins, no horse moves. You own the black horses, the A♠ and the A♣; Ben owns the red ones. You lead.',
    s1: 'Lead the K♠: it is the top spade, so you win as the leader and your A♠ moves half a length.',
    s2: 'You won, so you lead again. Lead the K♣: your A♣ moves too.',
    low: 'Ben could beat the {{card}} with a higher spade: the follower\'s win moves nothing. Lead the K♠, which cannot be beaten.',
    red: 'A red lead you win moves Ben\'s horse: the ace of the led suit moves, whoever owns it. Lead your own colour.',
    spade: 'For this step lead the K♠: win the trick as the leader and your A♠ moves.',
    club: 'For this step lead the K♣: the top club, and the A♣ is your horse.',
    done: 'Both your horses moved half a length. Each ace may move at most 6 times a race; after all 24 tricks the side with the horse furthest ahead wins (level? then the second horses decide).',
  },
  follow: {
    title: 'Win as the follower: nothing moves',
    intro: 'You dealt, so Ben leads. He leads hearts to move his A♥. If he wins his own lead, his horse moves — but if you, the follower, take the trick, no horse moves at all.',
    s1: 'Ben leads the 9♥. Stop his horse: take the trick with your Q♥.',
    s2: 'Your win moved nothing, and now you lead: lead the K♣, the top club, and your A♣ moves.',
    stop: 'The {{card}} is lower than Ben\'s 9♥: he would win his own lead and his A♥ would move. Take the trick with the Q♥.',
    must: 'Hearts were led and you hold hearts: you must follow suit.',
    leadClub: 'For this step lead the K♣: the leader\'s win moves the ace of the led suit, your A♣.',
    done: 'Ben\'s horse stayed put and yours moved. Take the tricks your opponent leads in his colour, and win your own leads in yours: the horse furthest ahead after 24 tricks wins the race.',
  },
  cap: {
    title: 'Six moves per ace',
    intro: 'You led and won six spades in a row: your A♠ has moved 6 times, 3 lengths. That is the most an ace may move in one race — "6/6" on the course. Another spade you win moves nothing. You lead.',
    s1: 'Your K♠ would win, but the A♠ cannot move again. Lead the K♣, the top club: you win as the leader and your A♣ moves.',
    s2: 'Your A♣ moved and you lead again. The K♣ is gone, so the Q♣ is now the top club: lead it and the A♣ moves once more.',
    capped: 'Your A♠ has moved 6 times, the most an ace may in a race: a spade you win moves nothing now. Lead a club: your A♣ can still move.',
    red: 'A red lead you win moves Ben\'s horse, and he may take a low one as the follower. Lead a club: your A♣ can still move.',
    club: 'Ben could beat the {{card}} with a higher club, and a follower\'s win moves nothing. Lead the K♣: nobody can beat it.',
    queen: 'Ben could beat the {{card}} with a higher club. With the K♣ played, the Q♣ is the top club: lead it.',
    done: 'Your A♣ moved twice. A horse with 6 moves is finished for the race: put your leads into the other horse, and into stopping Ben\'s.',
  },
  finish: {
    title: 'The finish: when the best horses are level',
    intro: 'Two tricks are left. Your A♠ and Ben\'s A♥ have both moved 6 times and can go no further: the best horses are level. Then the second horses decide — your A♣ and his A♦ have moved 3 times each. Level there too, the race is a dead heat. You hold the K♣ and the 3♦; Ben took his last two cards face up: the 5♣ and the 9♦.',
    s1: 'Lead the K♣: no club can beat it, so you win as the leader and your A♣ moves ahead of Ben\'s A♦.',
    s2: 'You lead the last trick: the 3♦. Ben takes it as the follower, so nothing moves.',
    deadHeat: 'Ben would take the 3♦ with a higher diamond as the follower and lead his 5♣; your K♣ would win it only as the follower, and no horse would move: a dead heat. Lead the K♣ now.',
    done: 'You win the race: the best horses are level (both moved 6 times), and your A♣, 4 moves, is ahead of Ben\'s A♦, 3. Win your leads when it counts: a K played as the follower moves nothing.',
  },
} as const;
