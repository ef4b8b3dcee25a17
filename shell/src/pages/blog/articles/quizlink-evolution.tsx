/** /blog/quizlink-evolution */
export default function Article() {
  return (
    <>
      <p>
        QuizLink started with one question a friend asked in a group chat: "How well do you actually know me?" She had made
        a list of ten questions in a notes app and was collecting answers one message at a time. Scoring them by hand took
        an evening. We thought a link could do the same job in a minute, so we built one.
      </p>
      <h2>Version one: a name and a link</h2>
      <p>
        The first rule we set was that nobody should need an account. Not the person making the quiz, and certainly not
        the friends answering it. You type a name, write your questions, and get a link. That rule is still the heart of
        QuizLink today, because every sign-up screen loses half the people who were curious enough to tap.
      </p>
      <p>
        Early quizzes were all "about me" tests. People answered them in bed, on the bus and in class, almost always on a
        phone, so the answer screen shows one question at a time with big buttons and a clear Next.
      </p>
      <h2>Leaderboards and the private dashboard</h2>
      <p>
        The most requested feature was obvious once we watched people use it: everyone wanted to know how they ranked.
        The leaderboard appeared next, and with it a private dashboard link for the creator. The dashboard shows every
        attempt, the average and top score, which questions tripped people up, and the most common wrong answer. It is
        private by design: only the person with the secret link sees other people's answers.
      </p>
      <h2>Beyond friendship tests</h2>
      <p>
        Teachers were the surprise. They used QuizLink for quick checks at the end of a lesson because students could join
        with a 6-character code on the board. Study groups followed, then content creators who put quiz links in their
        stories. To serve them we added open-ended questions, images and hints, up to eight options per question, and an
        optional time limit that submits automatically when it runs out.
      </p>
      <h2>Auto Draft: AI that starts, you finish</h2>
      <p>
        Writing twenty good questions from a chapter of notes takes time. Auto Draft reads a PDF, a Word document, a text
        file, a photo of your notes or just a topic, and drafts between five and fifty questions in one of thirteen
        languages. We call it a draft on purpose: you review every question, fix what is off, and only then publish.
      </p>
      <h2>What stays the same</h2>
      <p>
        Quizzes still expire after seven days, so old answers do not linger. Scores are still computed on our server, so
        nobody can peek at the answers. And it is still free and still one link. If you have an idea for what comes next,
        the contact page reaches us directly.
      </p>
    </>
  );
}
