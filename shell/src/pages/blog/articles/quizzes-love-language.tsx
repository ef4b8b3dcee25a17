/** /blog/quizzes-love-language */
export default function Article() {
  return (
    <>
      <p>
        Remembering how someone takes their coffee is a small thing. So is knowing the name of their first pet or the
        city they dream of living in. Small things, noticed and remembered, are how people feel known. A personal quiz
        turns that noticing into a game.
      </p>
      <h2>Attention is the gift</h2>
      <p>
        When a friend takes five minutes to answer ten questions about you, they are spending attention on you. Even the
        wrong answers say something: they show what your friend assumed, imagined or misremembered, and that is often the
        start of a good conversation. Making the quiz is a gift too. Choosing what to ask is a way of saying "these are the
        things about me I want you to know".
      </p>
      <h2>Why it works for couples</h2>
      <p>
        Couples often make quizzes for anniversaries: the place of the first date, the song from the wedding, the meal that
        went wrong on holiday. Answering them together is half the fun. Disagreements about what "really" happened are
        the point, and an open-ended question such as "What do you love most about our Sunday mornings?" collects an
        answer worth keeping.
      </p>
      <h2>Why it works across distance</h2>
      <p>
        Friends who live far apart lose the small daily updates. A quiz is a low-pressure way to catch up: you learn what
        changed, what stayed the same, and who still remembers the name of your old neighbour's cat. Because answering
        only takes a link and a name, it works for the grandparent who never installs apps as well as for the friend who
        lives on their phone.
      </p>
      <h2>Keep it kind</h2>
      <ul>
        <li>Ask questions people can enjoy getting wrong. Avoid topics that would embarrass someone.</li>
        <li>Celebrate the winner, but thank everyone who played.</li>
        <li>Read the open answers on your dashboard; reply to the ones that made you smile.</li>
      </ul>
      <h2>A small ritual</h2>
      <p>
        Some friend groups send a new quiz every birthday, some families make one every holiday. A quiz stays open for
        seven days on QuizLink, then it is gone, which makes each one a small event rather than an archive. Whether quizzes
        are a love language or just a good excuse to talk, they are one of the easiest ways to show someone that you pay
        attention.
      </p>
    </>
  );
}
