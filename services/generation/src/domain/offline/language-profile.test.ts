import { detectLanguage } from './language-profile.ts';
import { prepareTestEnvironment } from '../../../test/setup/test-environment.ts';

prepareTestEnvironment();

const SAMPLES: Array<[string, string]> = [
  ['en', 'The river flows through the city and it was used for trade by the merchants of the region.'],
  ['es', 'El río atraviesa la ciudad y los comerciantes de la región lo usaban para el comercio.'],
  ['fr', 'Le fleuve traverse la ville et il était utilisé pour le commerce par les marchands de la région.'],
  ['de', 'Der Fluss fließt durch die Stadt und wurde von den Händlern der Region für den Handel genutzt.'],
  ['it', 'Il fiume attraversa la città e gli abitanti della regione lo usavano per il commercio.'],
  ['pt', 'O rio atravessa a cidade e foi usado para o comércio pelos mercadores da região.'],
  ['nl', 'De rivier stroomt door de stad en werd door de handelaars van de regio voor de handel gebruikt.'],
  ['ru', 'Река протекает через город и использовалась купцами региона для торговли.'],
  ['zh', '这条河流经城市，该地区的商人用它来进行贸易。'],
  ['ja', 'この川は町を流れ、地域の商人たちは交易のためにそれを使っていました。'],
  ['ko', '이 강은 도시를 가로질러 흐르며 지역 상인들이 무역에 사용했습니다.'],
  ['ar', 'يمر النهر عبر المدينة وكان التجار في المنطقة يستخدمونه للتجارة.'],
  ['hi', 'नदी शहर से होकर बहती है और क्षेत्र के व्यापारी इसका उपयोग व्यापार के लिए करते थे।'],
];

describe('detecting the language of a text', () => {
  it.each(SAMPLES)('When a text is written in %s, then it is recognised', (code, text) => {
    expect(detectLanguage(text)).toBe(code);
  });

  it('When nothing decides (numbers only), then English is assumed', () => {
    expect(detectLanguage('1234 5678')).toBe('en');
  });
});
