/** /blog/influencers-quizzes */
export default function Article() {
  return (
    <>
      <p>
        Followers scroll past posts, but they stop for a question about themselves or about someone they admire. That is
        why quizzes are one of the simplest ways for creators to turn a passive audience into participants.
      </p>
      <h2>Why quizzes work for creators</h2>
      <ul>
        <li>
          <strong>They invite action.</strong> Answering takes a minute, and people who answer feel part of the community.
        </li>
        <li>
          <strong>They create a reason to share.</strong> Scores and leaderboard positions get screenshotted and posted.
        </li>
        <li>
          <strong>They tell you what your audience knows.</strong> The dashboard shows which questions most people missed,
          which is a ready-made idea for your next piece of content.
        </li>
      </ul>
      <h2>Where to put the link</h2>
      <p>
        A quiz link works anywhere a link works: a story sticker, the bio, a pinned comment, a newsletter, a stream chat.
        For live streams, show the 6-character access code on screen; viewers can type it on the Find a Quiz page without
        clicking anything. Because nobody needs an account, there is no drop-off between the tap and the first question.
      </p>
      <h2>A simple weekly routine</h2>
      <ol>
        <li>Monday: publish a five-question quiz about last week's content, with one open question asking what to cover next.</li>
        <li>Wednesday: share the halfway leaderboard and the question most people got wrong.</li>
        <li>Friday: announce the winner and answer the best open responses in a short video.</li>
      </ol>
      <p>
        Quizzes on QuizLink close after seven days, which fits a weekly rhythm: each one is an event with a start and an
        end.
      </p>
      <h2>Let AI help with the questions</h2>
      <p>
        If you publish long videos or articles, paste a transcript or upload the script to Auto Draft and get a first set of
        questions in seconds. Review them, rewrite them in your own voice and add one personal question only real fans would
        know.
      </p>
      <h2>Respect your audience</h2>
      <p>
        Keep quizzes fun, never use them to collect personal details, and remember that open answers are shown only to you
        on the private dashboard. Followers trust you with their attention; a good quiz gives them something back.
      </p>
    </>
  );
}
