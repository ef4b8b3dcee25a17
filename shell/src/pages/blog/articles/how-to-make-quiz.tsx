/** /blog/how-to-make-quiz */
export default function Article() {
  return (
    <>
      <p>
        Making a quiz on QuizLink takes about five minutes once you know what you want to ask. This guide walks through
        every step, plus the small decisions that decide whether people finish your quiz or drop out halfway.
      </p>
      <h2>1. Enter your name</h2>
      <p>
        On the home page, type your name in the Your Name field and choose Create Quiz. There is no account and no
        password. Your name is what friends see on the quiz and on the share preview in their chat app.
      </p>
      <h2>2. Write at least five questions</h2>
      <p>
        Each question is either multiple choice or open-ended. A multiple-choice question has between two and eight
        options; choose the correct one with the radio button next to it. Open-ended questions let people answer in their
        own words, up to 2,000 characters. They are not scored, but you can read every answer on your dashboard.
      </p>
      <p>
        You need five questions to publish. Most good quizzes have between five and fifteen. Beyond that, people on phones
        start to lose interest.
      </p>
      <h2>3. Add images and hints where they help</h2>
      <p>
        Any question can carry an image (PNG, JPG or GIF, under 5 MB) and a hint. Images are great for "who is this?" or
        "where was this photo taken?" questions. Hints help when a question is hard on purpose and you still want people to
        have a fair chance.
      </p>
      <h2>4. Decide on a time limit</h2>
      <p>
        A quiz can be untimed, or have a total time limit between 1 and 180 minutes. When time runs out, the quiz is
        submitted automatically with whatever was answered. Timers suit trivia and exam practice; leave them off for
        personal quizzes, where people like to think.
      </p>
      <h2>5. Publish and share</h2>
      <p>
        Press Publish. You get three things: a quiz link with your name in it, a 6-character access code, and a private
        dashboard link. Share the first two freely. Keep the dashboard link to yourself: it shows everyone's answers.
      </p>
      <h2>Small things that make a big difference</h2>
      <ul>
        <li>Put your easiest question first. An early win keeps people going.</li>
        <li>Read every question aloud once. If it sounds ambiguous, it is.</li>
        <li>Avoid "all of the above". It makes the right answer easy to guess.</li>
        <li>Send the link with a line of context: "Ten questions, let's see who wins."</li>
      </ul>
      <p>
        Your quiz stays open for seven days. Check the dashboard after a day or two to see which question caught everyone
        out, then share that one in the group chat.
      </p>
    </>
  );
}
