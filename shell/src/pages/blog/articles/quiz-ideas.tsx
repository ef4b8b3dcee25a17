/** /blog/quiz-ideas */
export default function Article() {
  return (
    <>
      <p>
        The hardest part of making a quiz is picking what it is about. Here are thirty ideas that work well on QuizLink,
        grouped by who you are making it for, each with a first question to get you started.
      </p>
      <h2>For friends</h2>
      <ul>
        <li>How well do you know me? <em>"What did I want to be when I grew up?"</em></li>
        <li>Our friendship timeline. <em>"Where did we first meet?"</em></li>
        <li>Guess my order. <em>"What do I always get at the café?"</em></li>
        <li>My playlist. <em>"Which song have I played the most this year?"</em></li>
        <li>Would I rather. <em>"Beach holiday or mountain cabin?"</em></li>
        <li>Inside jokes only. <em>"What does 'the sandwich incident' refer to?"</em></li>
      </ul>
      <h2>For family</h2>
      <ul>
        <li>Family history. <em>"Which town was Grandma born in?"</em></li>
        <li>Baby photos. <em>"Who is this?"</em> with a picture attached.</li>
        <li>Holiday traditions. <em>"What do we always eat on New Year's Eve?"</em></li>
        <li>Parents' love story. <em>"Where was their first date?"</em></li>
        <li>Pets through the years. <em>"What was our first dog called?"</em></li>
        <li>Recipe detectives. <em>"What is the secret ingredient in Dad's chilli?"</em></li>
      </ul>
      <h2>For classrooms</h2>
      <ul>
        <li>End-of-lesson check. <em>"Which organelle produces energy for the cell?"</em></li>
        <li>Vocabulary review in any of thirteen languages with Auto Draft.</li>
        <li>Dates and events. <em>"In which year did the Berlin Wall fall?"</em></li>
        <li>Spot the mistake. <em>"Which of these sentences is grammatically correct?"</em></li>
        <li>Reading check. <em>"Why did the narrator leave the village?"</em> as an open question.</li>
        <li>Map quiz with images. <em>"Which country is highlighted?"</em></li>
      </ul>
      <h2>For parties and events</h2>
      <ul>
        <li>Know the couple, for weddings and anniversaries.</li>
        <li>Birthday quiz about the guest of honour.</li>
        <li>Decade trivia. <em>"Which of these films came out in the 1990s?"</em></li>
        <li>Movie quotes. <em>"Who said 'I'll be back'?"</em></li>
        <li>Team-building: <em>"Which colleague has run a marathon?"</em></li>
        <li>Office holiday party: guess the baby photo of the boss.</li>
      </ul>
      <h2>For study groups and creators</h2>
      <ul>
        <li>Exam practice from your own notes: upload them to Auto Draft and review the draft.</li>
        <li>Chapter-by-chapter quizzes, one per week, with a time limit.</li>
        <li>Fan trivia for your community. <em>"What was my first video about?"</em></li>
        <li>Product knowledge for a new team.</li>
        <li>Book club: <em>"Which character said it?"</em></li>
        <li>Sports season recap. <em>"Who scored the winning goal in the final?"</em></li>
      </ul>
      <p>
        Pick one, write five questions, and publish. The first quiz is always the slowest; by the second you will have a
        feel for what makes your group laugh or think.
      </p>
    </>
  );
}
