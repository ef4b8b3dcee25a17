/** /blog/creative-quiz-questions */
export default function Article() {
  return (
    <>
      <p>
        A quiz is only as good as its questions. Good questions are specific, fair and a little surprising. Here are the
        techniques we see in the quizzes people share the most.
      </p>
      <h2>Be specific</h2>
      <p>
        "What is my favourite movie?" is fine. "Which movie have I watched more than ten times?" is better, because it
        has exactly one right answer and it makes people think about you rather than guess a genre. Specific questions
        are also easier to score: nobody argues about the answer.
      </p>
      <h2>Write wrong answers that could be right</h2>
      <p>
        The wrong options, often called distractors, do most of the work in a multiple-choice question. If the answer is
        "Tokyo", options like "Osaka", "Seoul" and "Kyoto" make people pause. Options like "Paris", "the North Pole" and
        "a submarine" give the answer away. QuizLink lets you use between two and eight options; four is usually the
        right balance between challenge and reading time on a phone.
      </p>
      <h2>Use the question types on purpose</h2>
      <ul>
        <li>
          <strong>Multiple choice</strong> is scored and feeds the leaderboard. Use it for facts with one right answer.
        </li>
        <li>
          <strong>Open-ended</strong> answers are not scored, but you can read every one on your dashboard. Use them for
          "Describe our first meeting" or "What should I do on my birthday?"
        </li>
        <li>
          <strong>Images</strong> turn any question into a guessing game: a cropped photo, a map, a handwritten note.
        </li>
        <li>
          <strong>Hints</strong> keep a hard question fair. "Hint: it was raining" can rescue a memory.
        </li>
      </ul>
      <h2>Vary the rhythm</h2>
      <p>
        Alternate easy and hard, funny and sincere. A run of five hard questions feels like an exam; a run of five easy
        ones feels pointless. End with a question that people will want to talk about, because that is the one they will
        mention when they share their score.
      </p>
      <h2>Avoid the classic traps</h2>
      <ul>
        <li>Negative questions ("Which of these is NOT…") are easy to misread on a small screen.</li>
        <li>"All of the above" and "none of the above" reward guessing over knowing.</li>
        <li>Two correct answers lead to arguments. If you are not sure, rewrite the question.</li>
        <li>Long options get skimmed. Keep each under a line if you can.</li>
      </ul>
      <h2>Let AI do the first draft</h2>
      <p>
        If your quiz is about a document rather than a person, Auto Draft can propose questions and distractors from your
        material. Treat them as a starting point: sharpen the wording, swap weak distractors, and add one question only a
        human would think of.
      </p>
    </>
  );
}
