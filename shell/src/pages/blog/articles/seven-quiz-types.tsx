/** /blog/seven-quiz-types */
export default function Article() {
  return (
    <>
      <p>
        Not every quiz is the same. The format you pick decides how long people play, whether a timer makes sense and what
        you will learn from the results. Here are seven types that work well on QuizLink.
      </p>
      <h2>1. The friendship test</h2>
      <p>
        Questions about you, answered by people who know you. Five to ten multiple-choice questions, no timer, one open
        question at the end. The leaderboard is the point: share it and let the rivalry begin.
      </p>
      <h2>2. Trivia night</h2>
      <p>
        General knowledge or a theme such as films, football or the 1990s. Use four options per question and a total time
        limit so nobody has time to search the answers. Twenty questions in ten minutes is a good pace.
      </p>
      <h2>3. The classroom check</h2>
      <p>
        Five quick questions at the end of a lesson. Write the 6-character code on the board, give students three minutes,
        then open your dashboard: per-question results show which idea needs another explanation tomorrow.
      </p>
      <h2>4. Exam practice</h2>
      <p>
        Longer quizzes built from course material, ideally with Auto Draft from your notes. Use a time limit close to the
        real exam, and repeat the quiz the week after to see the improvement.
      </p>
      <h2>5. The opinion poll</h2>
      <p>
        Mostly open-ended questions: "Where should we go for the team lunch?", "What should I name the puppy?" Answers are
        not scored, and everything people write appears on your dashboard, grouped by question.
      </p>
      <h2>6. The picture quiz</h2>
      <p>
        Every question has an image: baby photos, landmarks, zoomed-in objects, logos. Images make quizzes feel like a
        game show and work across languages and ages.
      </p>
      <h2>7. The audience quiz</h2>
      <p>
        For creators: a weekly quiz about your content, posted in stories or a newsletter. Keep it short, ask one question
        about an upcoming topic, and shout out the leaderboard winner next week.
      </p>
      <h2>Choosing between them</h2>
      <p>
        Ask yourself what you want afterwards. Laughs and screenshots point to a friendship test or a picture quiz. Insight
        into what people know points to a classroom check or exam practice. Ideas and feedback point to an opinion poll.
        Whatever you choose, every QuizLink quiz stays open for seven days, so plan to share it while the group is active.
      </p>
    </>
  );
}
