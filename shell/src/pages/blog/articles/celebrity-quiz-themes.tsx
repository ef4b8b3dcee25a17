/** /blog/celebrity-quiz-themes */
export default function Article() {
  return (
    <>
      <p>
        Celebrity quizzes work in almost any group because everyone knows something about famous people, and everyone has
        an opinion. Here are themes that get mixed groups talking, and a few ways to keep them fair.
      </p>
      <h2>Themes that work</h2>
      <ul>
        <li>
          <strong>Guess the star from a childhood photo.</strong> Attach an image to each question; the wrong options are
          other celebrities of the same age.
        </li>
        <li>
          <strong>Film franchises.</strong> Pick one series and ask about characters, release order and famous lines.
        </li>
        <li>
          <strong>Lyrics.</strong> Give the first half of a line and four possible endings.
        </li>
        <li>
          <strong>Award nights.</strong> "Who won Best Picture the year this film was nominated?"
        </li>
        <li>
          <strong>Athletes.</strong> Records, transfers and iconic moments. Great for a match-day watch party.
        </li>
        <li>
          <strong>Viral moments.</strong> The memes of the year, the outfits everyone discussed, the interviews that went
          wrong.
        </li>
        <li>
          <strong>Real names.</strong> Stage names versus birth names make for surprisingly hard questions.
        </li>
      </ul>
      <h2>Keep it fair for mixed groups</h2>
      <p>
        A quiz about one band is perfect for fans and frustrating for everyone else. For a mixed group, spread the
        questions across several decades and genres, and include a few everyone can answer. Put the hardest question last
        so the leaderboard stays close until the end.
      </p>
      <h2>Keep it kind</h2>
      <p>
        Celebrities are people too. Stick to their work, public achievements and well-known moments. Avoid questions about
        health, relationships or rumours; they are not fun for everyone and they date quickly.
      </p>
      <h2>Use images responsibly</h2>
      <p>
        Picture questions are the best part of a celebrity quiz. Use images you are allowed to share, keep them under 5 MB,
        and crop them so the answer is not written in the picture.
      </p>
      <h2>Make it a party round</h2>
      <p>
        For a party, set a total time limit of five or ten minutes, put the access code on the TV, and let everyone answer
        on their phones. When the timer runs out the quiz submits itself, and the leaderboard appears straight away. Ten
        questions, one winner, and at least one argument about whether a famous actor was really in that film.
      </p>
    </>
  );
}
