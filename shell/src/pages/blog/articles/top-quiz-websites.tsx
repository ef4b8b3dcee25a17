/** /blog/top-quiz-websites */
export default function Article() {
  return (
    <>
      <p>
        There are many quiz websites, and most of them can put a question on a screen. What separates them is everything
        around the question. Here is a practical checklist for choosing one, whether you are making a quiz for friends, a
        class or an audience.
      </p>
      <h2>1. Do people need an account?</h2>
      <p>
        Every sign-up screen loses players. If the people answering have to register, expect far fewer answers. Check
        whether the creator needs an account too; for a one-off party quiz, it should not.
      </p>
      <h2>2. How easy is it to share?</h2>
      <p>
        Look for a short link that shows a proper preview in chat apps, and a short code people can type when they cannot
        click, such as when the quiz is shown on a classroom screen or a stream.
      </p>
      <h2>3. Which question types are there?</h2>
      <p>
        Multiple choice is standard. Open-ended questions, images and hints make a big difference for personal quizzes and
        teaching. Check the number of options allowed per question, too.
      </p>
      <h2>4. Can you time it?</h2>
      <p>
        Trivia and exam practice need a time limit that submits automatically. Personal quizzes usually do not. The best
        tools make it optional.
      </p>
      <h2>5. What do you see afterwards?</h2>
      <p>
        A score for the player is the minimum. A leaderboard makes it social. A creator dashboard with per-question
        results and open answers makes it useful, especially for teachers.
      </p>
      <h2>6. Is scoring trustworthy?</h2>
      <p>
        If the correct answers are sent to the player's browser, anyone curious can find them. Scoring on the server keeps
        a leaderboard honest.
      </p>
      <h2>7. What happens to the data?</h2>
      <p>
        Read how long quizzes and answers are kept, and who can see other people's answers. Shorter is usually better for
        casual quizzes.
      </p>
      <h2>How QuizLink answers the checklist</h2>
      <ul>
        <li>No account for anyone: a typed name is enough.</li>
        <li>A link with your name in it, a 6-character code, and previews in chat apps.</li>
        <li>Multiple choice with two to eight options, open questions, images and hints.</li>
        <li>An optional total time limit with automatic submission.</li>
        <li>Mobile-friendly: it works in any phone browser, with no app to download.</li>
        <li>A live leaderboard that updates as players submit, and a private dashboard for you.</li>
        <li>Scores computed on the server; quizzes deleted after seven days.</li>
        <li>AI Auto Draft for turning your own material into questions.</li>
      </ul>
      <p>Whatever you choose, try it once as a player before you share it. The best quiz tool is the one your friends finish.</p>
    </>
  );
}
