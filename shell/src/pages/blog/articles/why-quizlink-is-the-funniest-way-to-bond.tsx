/** /blog/why-quizlink-is-the-funniest-way-to-bond */
export default function Article() {
  return (
    <>
      <p>
        Ask your best friend what your favourite food is and they will probably get it right. Ask them what you wanted to
        be when you were eight, which song you secretly know every word of, or what you would grab first in a fire, and
        things get interesting. That gap between what people think they know about you and the truth is where the fun is.
      </p>
      <h2>Wrong answers start conversations</h2>
      <p>
        A personal quiz is not really a test. When your cousin is sure you were born in a different city, or your
        roommate picks "pineapple pizza" with total confidence, you have a story to tell. The leaderboard updates in real
        time as each friend submits, which gives everyone a reason to compare, and the comparing is where the laughing
        starts: screenshots, rematches, "how did you not know that?" messages.
      </p>
      <h2>Everyone can play, instantly</h2>
      <p>
        Group activities usually die at the sign-up screen. On QuizLink your friends open the link, type their name and
        start answering. QuizLink is mobile-friendly and runs in any phone browser, so there is no app to install and
        nothing to remember afterwards, which is exactly why a quiz link works in a family chat with three generations in
        it.
      </p>
      <h2>Tips for a quiz that gets people laughing</h2>
      <ul>
        <li>
          <strong>Mix easy and hard.</strong> Start with a question everyone gets right, then slip in one only your
          closest friend could know.
        </li>
        <li>
          <strong>Write believable wrong options.</strong> If the answer is "Lisbon", make the others "Porto", "Seville" and
          "Marseille", not "the Moon".
        </li>
        <li>
          <strong>Add a photo.</strong> A baby picture with "Where was this taken?" beats any text question.
        </li>
        <li>
          <strong>Keep it short.</strong> Five to ten questions is the sweet spot; people finish and then share.
        </li>
        <li>
          <strong>Use one open question.</strong> "Describe me in three words" collects answers you will read more than
          once on your private dashboard.
        </li>
      </ul>
      <h2>It works for groups, too</h2>
      <p>
        The same idea works for couples before an anniversary, teams getting to know a new colleague, or a bride's
        friends before the wedding. Make the quiz about the person at the centre, send one link to the group, and let the
        leaderboard do the rest.
      </p>
      <p>
        Your quiz stays open for seven days, long enough for everyone to play and short enough that it stays a moment
        rather than a record. Enter your name on the home page and see who really knows you.
      </p>
    </>
  );
}
