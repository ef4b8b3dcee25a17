import type { LanguageCode } from '@quizlink/contracts/draft';

/**
 * The fixed wording of offline questions in each of the 13 languages. Placeholders: {s} a sentence of
 * the text, {a} {b} key terms, {k} a list of key terms, {w} where in the source, {t} the topic.
 */
type Phrases = {
  fillBlank: string;
  source: string;
  essayEasy: string;
  essayMedium: string;
  essayHard: string;
  rubric: string;
  topicPrompts: readonly string[];
  topicRubric: string;
};

const PHRASES: Record<LanguageCode, Phrases> = {
  en: {
    fillBlank: 'Fill in the blank:',
    source: 'Source',
    essayEasy: 'In your own words, explain what the text means by: “{s}”',
    essayMedium: 'Using the text, explain how {a} and {b} are related.',
    essayHard: 'Discuss the following statement and support your answer with evidence from the text: “{s}”',
    rubric: 'A good answer mentions {k}, explains them correctly in relation to the text and stays faithful to the source ({w}).',
    topicPrompts: [
      'Explain what {t} is and why it matters.',
      'Describe the most important ideas of {t}.',
      'Give an example of {t} from everyday life and explain it.',
      'What are the main advantages and disadvantages of {t}?',
      'How has {t} changed over time?',
      'Compare {t} with a related subject: what do they share and how do they differ?',
    ],
    topicRubric: 'A good answer defines {t} accurately, gives concrete facts or examples, and is clearly organised.',
  },
  es: {
    fillBlank: 'Completa el espacio en blanco:',
    source: 'Fuente',
    essayEasy: 'Explica con tus propias palabras qué quiere decir el texto con: «{s}»',
    essayMedium: 'Según el texto, explica cómo se relacionan {a} y {b}.',
    essayHard: 'Comenta la siguiente afirmación y justifica tu respuesta con datos del texto: «{s}»',
    rubric: 'Una buena respuesta menciona {k}, los explica correctamente en relación con el texto y es fiel a la fuente ({w}).',
    topicPrompts: [
      'Explica qué es {t} y por qué es importante.',
      'Describe las ideas más importantes de {t}.',
      'Da un ejemplo de {t} en la vida cotidiana y explícalo.',
      '¿Cuáles son las principales ventajas y desventajas de {t}?',
      '¿Cómo ha cambiado {t} a lo largo del tiempo?',
      'Compara {t} con un tema relacionado: ¿en qué se parecen y en qué se diferencian?',
    ],
    topicRubric: 'Una buena respuesta define {t} con precisión, aporta hechos o ejemplos concretos y está bien organizada.',
  },
  fr: {
    fillBlank: 'Complétez le blanc :',
    source: 'Source',
    essayEasy: 'Expliquez avec vos propres mots ce que le texte veut dire par : « {s} »',
    essayMedium: 'À l’aide du texte, expliquez le lien entre {a} et {b}.',
    essayHard: 'Discutez l’affirmation suivante en vous appuyant sur des éléments du texte : « {s} »',
    rubric: 'Une bonne réponse mentionne {k}, les explique correctement par rapport au texte et reste fidèle à la source ({w}).',
    topicPrompts: [
      'Expliquez ce qu’est {t} et pourquoi c’est important.',
      'Décrivez les idées principales de {t}.',
      'Donnez un exemple de {t} dans la vie quotidienne et expliquez-le.',
      'Quels sont les principaux avantages et inconvénients de {t} ?',
      'Quelle a été l’évolution de {t} au fil du temps ?',
      'Comparez {t} à un sujet proche : quels sont les points communs et les différences ?',
    ],
    topicRubric: 'Une bonne réponse définit {t} avec précision, apporte des faits ou des exemples concrets et est bien organisée.',
  },
  de: {
    fillBlank: 'Ergänzen Sie die Lücke:',
    source: 'Quelle',
    essayEasy: 'Erklären Sie mit eigenen Worten, was der Text mit folgender Aussage meint: „{s}“',
    essayMedium: 'Erklären Sie anhand des Textes, wie {a} und {b} zusammenhängen.',
    essayHard: 'Erörtern Sie die folgende Aussage und belegen Sie Ihre Antwort mit dem Text: „{s}“',
    rubric: 'Eine gute Antwort nennt {k}, erklärt sie korrekt im Zusammenhang mit dem Text und bleibt nah an der Quelle ({w}).',
    topicPrompts: [
      'Erklären Sie, worum es beim Thema {t} geht und warum es wichtig ist.',
      'Beschreiben Sie die wichtigsten Ideen zum Thema {t}.',
      'Nennen Sie ein Alltagsbeispiel zum Thema {t} und erklären Sie es.',
      'Was sind die wichtigsten Vor- und Nachteile beim Thema {t}?',
      'Wie hat sich das Thema {t} im Laufe der Zeit verändert?',
      'Vergleichen Sie das Thema {t} mit einem verwandten Thema: Was haben sie gemeinsam, worin unterscheiden sie sich?',
    ],
    topicRubric: 'Eine gute Antwort definiert {t} genau, nennt konkrete Fakten oder Beispiele und ist klar gegliedert.',
  },
  it: {
    fillBlank: 'Completa lo spazio vuoto:',
    source: 'Fonte',
    essayEasy: 'Spiega con parole tue che cosa intende il testo con: «{s}»',
    essayMedium: 'In base al testo, spiega come sono collegati {a} e {b}.',
    essayHard: 'Discuti la seguente affermazione e sostieni la tua risposta con elementi del testo: «{s}»',
    rubric: 'Una buona risposta cita {k}, li spiega correttamente in relazione al testo e resta fedele alla fonte ({w}).',
    topicPrompts: [
      'Spiega che cos’è {t} e perché è importante.',
      'Descrivi le idee più importanti di {t}.',
      'Fai un esempio di {t} nella vita quotidiana e spiegalo.',
      'Quali sono i principali vantaggi e svantaggi di {t}?',
      'Come si è evoluto il tema {t} nel tempo?',
      'Confronta {t} con un argomento simile: che cosa hanno in comune e in che cosa differiscono?',
    ],
    topicRubric: 'Una buona risposta definisce {t} con precisione, fornisce fatti o esempi concreti ed è ben organizzata.',
  },
  pt: {
    fillBlank: 'Preencha a lacuna:',
    source: 'Fonte',
    essayEasy: 'Explique com suas palavras o que o texto quer dizer com: «{s}»',
    essayMedium: 'Com base no texto, explique como {a} e {b} se relacionam.',
    essayHard: 'Discuta a afirmação a seguir e fundamente sua resposta com elementos do texto: «{s}»',
    rubric: 'Uma boa resposta menciona {k}, explica-os corretamente em relação ao texto e é fiel à fonte ({w}).',
    topicPrompts: [
      'Explique o que é {t} e por que é importante.',
      'Descreva as ideias mais importantes sobre {t}.',
      'Dê um exemplo de {t} no dia a dia e explique-o.',
      'Quais são as principais vantagens e desvantagens de {t}?',
      'Como o tema {t} mudou ao longo do tempo?',
      'Compare {t} com um tema relacionado: o que têm em comum e em que diferem?',
    ],
    topicRubric: 'Uma boa resposta define {t} com precisão, apresenta fatos ou exemplos concretos e é bem organizada.',
  },
  nl: {
    fillBlank: 'Vul het ontbrekende woord in:',
    source: 'Bron',
    essayEasy: 'Leg in je eigen woorden uit wat de tekst bedoelt met: ‘{s}’',
    essayMedium: 'Leg aan de hand van de tekst uit hoe {a} en {b} met elkaar samenhangen.',
    essayHard: 'Bespreek de volgende stelling en onderbouw je antwoord met de tekst: ‘{s}’',
    rubric: 'Een goed antwoord noemt {k}, legt ze juist uit in samenhang met de tekst en blijft dicht bij de bron ({w}).',
    topicPrompts: [
      'Leg uit wat {t} is en waarom het belangrijk is.',
      'Beschrijf de belangrijkste ideeën over {t}.',
      'Geef een voorbeeld van {t} uit het dagelijks leven en leg het uit.',
      'Wat zijn de belangrijkste voor- en nadelen van {t}?',
      'Hoe is {t} in de loop van de tijd veranderd?',
      'Vergelijk {t} met een verwant onderwerp: wat hebben ze gemeen en waarin verschillen ze?',
    ],
    topicRubric: 'Een goed antwoord omschrijft {t} nauwkeurig, geeft concrete feiten of voorbeelden en is helder opgebouwd.',
  },
  ru: {
    fillBlank: 'Заполните пропуск:',
    source: 'Источник',
    essayEasy: 'Объясните своими словами, что означает в тексте утверждение: «{s}»',
    essayMedium: 'Опираясь на текст, объясните, как связаны {a} и {b}.',
    essayHard: 'Обсудите следующее утверждение и подкрепите свой ответ примерами из текста: «{s}»',
    rubric: 'Хороший ответ упоминает {k}, правильно объясняет их в связи с текстом и опирается на источник ({w}).',
    topicPrompts: [
      'Объясните, что такое {t} и почему это важно.',
      'Опишите основные идеи темы «{t}».',
      'Приведите пример из повседневной жизни, связанный с темой «{t}», и объясните его.',
      'Назовите основные плюсы и минусы, связанные с темой «{t}».',
      'Как тема «{t}» менялась со временем?',
      'Сравните тему «{t}» с близкой темой: что у них общего и чем они различаются?',
    ],
    topicRubric: 'Хороший ответ точно раскрывает тему «{t}», приводит конкретные факты или примеры и чётко организован.',
  },
  zh: {
    fillBlank: '填空：',
    source: '出处',
    essayEasy: '请用自己的话解释文中这句话的意思：“{s}”',
    essayMedium: '请根据文本，说明{a}和{b}之间的关系。',
    essayHard: '请讨论以下观点，并用文中的证据支持你的回答：“{s}”',
    rubric: '好的回答应提到{k}，结合文本正确解释它们，并忠实于原文（{w}）。',
    topicPrompts: [
      '请解释什么是{t}，以及它为什么重要。',
      '请描述关于{t}的最重要的观点。',
      '请举一个日常生活中与{t}有关的例子并加以解释。',
      '{t}的主要优点和缺点是什么？',
      '{t}随着时间发生了哪些变化？',
      '请将{t}与一个相关主题进行比较：它们有什么共同点和不同点？',
    ],
    topicRubric: '好的回答应准确定义{t}，给出具体的事实或例子，并且条理清晰。',
  },
  ja: {
    fillBlank: '空欄を埋めてください：',
    source: '出典',
    essayEasy: '本文の次の記述が何を意味しているか、自分の言葉で説明してください：「{s}」',
    essayMedium: '本文に基づいて、{a}と{b}の関係を説明してください。',
    essayHard: '次の主張について論じ、本文の根拠を挙げて答えてください：「{s}」',
    rubric: '良い解答は{k}に触れ、本文に即して正しく説明し、出典（{w}）に忠実です。',
    topicPrompts: [
      '{t}とは何か、なぜ重要なのかを説明してください。',
      '{t}に関する最も重要な考え方を述べてください。',
      '日常生活における{t}の例を挙げて説明してください。',
      '{t}の主な利点と欠点は何ですか。',
      '{t}は時代とともにどのように変化してきましたか。',
      '{t}を関連するテーマと比較し、共通点と相違点を述べてください。',
    ],
    topicRubric: '良い解答は{t}を正確に定義し、具体的な事実や例を挙げ、分かりやすく構成されています。',
  },
  ko: {
    fillBlank: '빈칸을 채우세요:',
    source: '출처',
    essayEasy: '본문의 다음 문장이 무엇을 뜻하는지 자신의 말로 설명하세요: "{s}"',
    essayMedium: '본문을 바탕으로 {a}와(과) {b}의 관계를 설명하세요.',
    essayHard: '다음 주장에 대해 논하고 본문의 근거를 들어 답하세요: "{s}"',
    rubric: '좋은 답안은 {k}을(를) 언급하고, 본문과 관련지어 정확히 설명하며, 출처({w})에 충실합니다.',
    topicPrompts: [
      '{t}이(가) 무엇이며 왜 중요한지 설명하세요.',
      '{t}에 관한 가장 중요한 생각들을 서술하세요.',
      '일상생활에서 볼 수 있는 {t}의 예를 들고 설명하세요.',
      '{t}의 주요 장점과 단점은 무엇인가요?',
      '{t}은(는) 시간이 지나면서 어떻게 변해 왔나요?',
      '{t}을(를) 관련된 주제와 비교하여 공통점과 차이점을 설명하세요.',
    ],
    topicRubric: '좋은 답안은 {t}을(를) 정확히 정의하고, 구체적인 사실이나 예를 들며, 체계적으로 구성되어 있습니다.',
  },
  ar: {
    fillBlank: 'املأ الفراغ:',
    source: 'المصدر',
    essayEasy: 'اشرح بكلماتك الخاصة ما يقصده النص بالعبارة التالية: «{s}»',
    essayMedium: 'اعتمادًا على النص، اشرح العلاقة بين {a} و{b}.',
    essayHard: 'ناقش العبارة التالية وادعم إجابتك بأدلة من النص: «{s}»',
    rubric: 'الإجابة الجيدة تذكر {k}، وتشرحها شرحًا صحيحًا في سياق النص، وتلتزم بالمصدر ({w}).',
    topicPrompts: [
      'اشرح ما هو {t} ولماذا هو مهم.',
      'صف أهم الأفكار المتعلقة بـ{t}.',
      'اذكر مثالًا على {t} من الحياة اليومية واشرحه.',
      'ما أهم مزايا {t} وعيوبه؟',
      'كيف تغيّر {t} مع مرور الوقت؟',
      'قارن {t} بموضوع قريب منه: ما أوجه الشبه والاختلاف بينهما؟',
    ],
    topicRubric: 'الإجابة الجيدة تعرّف {t} تعريفًا دقيقًا، وتقدم حقائق أو أمثلة محددة، وتكون منظمة بوضوح.',
  },
  hi: {
    fillBlank: 'रिक्त स्थान भरें:',
    source: 'स्रोत',
    essayEasy: 'अपने शब्दों में समझाइए कि पाठ के इस कथन का क्या अर्थ है: “{s}”',
    essayMedium: 'पाठ के आधार पर समझाइए कि {a} और {b} आपस में कैसे संबंधित हैं।',
    essayHard: 'निम्नलिखित कथन पर चर्चा कीजिए और पाठ से प्रमाण देकर अपने उत्तर का समर्थन कीजिए: “{s}”',
    rubric: 'एक अच्छे उत्तर में {k} का उल्लेख होता है, पाठ के संदर्भ में उनकी सही व्याख्या होती है और वह स्रोत ({w}) के अनुरूप रहता है।',
    topicPrompts: [
      'समझाइए कि {t} क्या है और यह क्यों महत्वपूर्ण है।',
      '{t} से जुड़े सबसे महत्वपूर्ण विचारों का वर्णन कीजिए।',
      'रोज़मर्रा के जीवन से {t} का एक उदाहरण देकर उसे समझाइए।',
      '{t} के मुख्य लाभ और हानियाँ क्या हैं?',
      'समय के साथ {t} में क्या बदलाव आए हैं?',
      '{t} की तुलना किसी संबंधित विषय से कीजिए: उनमें क्या समानताएँ और अंतर हैं?',
    ],
    topicRubric: 'एक अच्छा उत्तर {t} को सटीक रूप से परिभाषित करता है, ठोस तथ्य या उदाहरण देता है और सुव्यवस्थित होता है।',
  },
};

export const phrasesFor = (language: LanguageCode): Phrases => PHRASES[language];

/** Fills {name} placeholders. */
export const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w)\}/g, (whole, key: string) => values[key] ?? whole);

const listFormats = new Map<LanguageCode, Intl.ListFormat>();

/** "a, b and c" in the language's own way (Intl.ListFormat, one per language: they are costly to make). */
export function listOf(language: LanguageCode, items: string[]): string {
  let format = listFormats.get(language);
  if (!format) {
    format = new Intl.ListFormat(language, { style: 'long', type: 'conjunction' });
    listFormats.set(language, format);
  }
  return format.format(items);
}

/** Languages written without spaces between words and sentences. */
export const isSpaceless = (language: LanguageCode): boolean => language === 'zh' || language === 'ja';
