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
} as const;
