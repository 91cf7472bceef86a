import type { LanguageLexicon } from '../language-lexicon';
import { fragmentsPattern as fragments } from '../rubric-text';

// Korean, read as text: particles and endings are joined to the word ("레시피를", "추천해 주세요")
// and spacing varies ("해줘", "해 줘"), so every entry is a fragment found anywhere. A single
// syllable is too short to stand alone ("표" is in "목표"), so such entries carry their neighbours.

const NUMBER = '\\d+\\s?(?:만|천|백)?\\s?';
const UNITS =
  '(?:단어|문장|줄|문단|단락|개|가지|포인트|항목|아이디어|질문|문제|단계|분|시간|일|박|주|개월|달|페이지|쪽|장|글자|자|선택지|예시|팁|레시피|원|유로|달러|명|인분|슬라이드|섹션|곳|군데|끼|용어|주제)';

// Native numbers ("두 가지") count things, not days or money ("3일", "5만 원" take digits).
const NATIVE_NUMBER = '(?:한|두|세|네|다섯|여섯|일곱|여덟|아홉|열|몇)';
const NATIVE_UNITS =
  '(?:개|가지|명|줄|장|시간|달|문장|단어|곳|군데|끼|페이지|쪽|문단|단락|항목|질문|아이디어|단계|포인트)';

const ko: LanguageLexicon = {
  reads: 'text',
  commonWords: `
    저 저는 제가 저도 나 나는 내가 나도 우리 우리는 저희 저희는 이 그 그리고 또는 하지만 그래서
    그런데 좀 더 잘 및 너무 아주 정말 매우 또 다 안 못 수 것 때 등 중 있는 있어요 있습니다 없어요
    주세요 해 줘 해주세요 해 주세요 ai chatgpt 프롬프트 답변 대답 예시
  `,
  numbers: { 두: '2', 세: '3', 네: '4', 다섯: '5', 이틀: '2', 사흘: '3' },
  glossary: `
    recipe: 레시피, 요리법, 조리법
    meal: 저녁, 식사, 점심, 아침밥, 아침 식사, 요리, 음식, 메뉴, 반찬, 끼니
    ingredient: 재료, 식재료
    time: 시간, 분 안에, 분 이내, 분 만에, 빨리, 빠르게, 금방
    equipment: 프라이팬, 오븐, 전자레인지, 가스레인지, 레인지, 냄비, 주방, 부엌, 조리 ?도구
    diet: 채식, 비건, 알레르기, 알러지, 식단, 다이어트
    summary: 요약, 정리
    notes: 노트, 필기, 메모
    quiz: 퀴즈, 쪽지 ?시험, 테스트
    exam: 시험, 기말, 중간고사
    revise: 복습, 검토, 다시 보
    trip: 여행, 방문, 휴가, 관광, 나들이
    city: 도시, 시내
    weekend: 주말
    day: 하루, 이틀, 일간, 매일, 일차, 일별, 날마다
    week: 일주일, 주일, 매주, 다음 ?주, 이번 ?주, 주 동안, 주간
    plan: 계획, 플랜, 일정, 스케줄
    budget: 예산, 비용, 가격, 돈, 저렴, 싸게, 경비
    transport: 교통, 버스, 기차, 지하철, 자동차, 걸어서, 도보, 이동
    interest: 관심, 흥미, 좋아하, 취미
    friend: 친구
    letter: 편지, 자기소개서, 자소서, 커버 ?레터
    job: 일자리, 직장, 채용, 아르바이트, 알바, 직무, 지원, 구인
    bookshop: 서점, 책방, 도서
    question: 질문, 문제
    presentation: 발표, 프레젠테이션, 프레젠, 슬라이드, ppt
    research: 연구, 조사, 리서치
    topic: 주제, 토픽
    microplastics: 미세 ?플라스틱
    water: 식수, 수돗물, 마시는 물, 먹는 물, (?<![식건동생과약])물(?:에|을|이|의|속)
    keyword: 키워드, 검색, 동의어, 유의어
    explain: 설명
    concept: 개념, 아이디어, 생각
    analogy: 비유, 유추
    level: 수준, 초보, 입문, 눈높이, 레벨
    chemistry: 화학
    mole: 몰(?:은|을|의|이란|이라는| 단위| 개념)
    understand: 이해, 확인, 점검
    course: 강좌, 강의, 수업, 과목, 코스
    statistics: 통계
    probability: 확률
    hypothesis: 가설
    regression: 회귀
    weak: 약한, 약점, 취약, 어려워하
    economics: 경제
    supply: 공급
    demand: 수요
    elasticity: 탄력성
    market: 시장, 마켓
    sheet: 시트, 요약지, 정리 노트
    page: 페이지, 한 장
    section: 섹션, 항목, 부분
    table: (?<![목발도대지공])표(?![현시준정])
    term: 용어
    gap: 빠진, 누락, 빈칸, 부족, 불분명, 애매, 모호
    invent: 지어내, 꾸며내, 만들어내
    packing: 짐, 여행 가방, 캐리어
    checklist: 체크리스트
    hiking: 등산, 하이킹, 트레킹
    mountain: (?<![예계생출])산(?:에|으로|행|속|길)
    october: 10월, 시월
    list: 목록, 리스트
    email: 이메일, 메일
    plain: 쉬운, 간단, 단순
    practice: 연습, 문제 ?풀이
    flashcards: 플래시 ?카드, 암기 ?카드, 단어 ?카드, 카드
  `,
  patterns: {
    context: [
      fragments(`
        저는 | 제가 | 나는 | 내가 | 저희는 | 우리는 | 집에 | 냉장고에 | 밖에 없 | (?<!고 )있어요 | (?<!고 )있습니다 | 있는데
        있고 | 때문에 | 라서 | 니까 | 위해 | 목적 | 목표 | 배경 | 상황 | 오늘 ?밤 | 오늘 저녁 | 내일
        다음 ?주 | 이번 주말 | 이번 주 | 주말에 | 준비 중 | 준비하고 | 공부하고 | 공부 중 | 일하고 | 살고
        좋아해 | 좋아합니다 | 좋아하는 | 관심이 | 예정이 | 있어서 | [월화수목금토일]요일에 | 처음으로
      `),
    ],
    audience: [
      fragments(`
        당신은 | 너는 | 넌 | 역할 | 처럼 (?:행동|답|말|설명) | 인 척 | 라고 생각하고 | 라고 상상 | 로서 | 초보자 | 초보 | 입문자 | 어린이 | 아이들
        아이에게 | 아이가 | 학생 | 대상 | 독자 | 청중 | 눈높이 | 수준에 맞 | 제 수준 | 내 수준 | 처음 배우
        처음 공부 | 잘 모르 | 이해가 안 | 모르겠 | 이해하기 어려
      `),
    ],
    format: [
      fragments(`
        목록 | 리스트 | 글머리 | 번호 ?목록 | 번호를 ?매 | 번호 ?매긴 | 번호를 ?붙 | 불릿
        (?<![목발도대지공])표(?:로|를|에|\\s?형식|\\s?형태) | 도표 | 칼럼 | 컬럼 | 열로 | 행으로 | 단계
        체크리스트 | 문단 | 단락 | 제목 | 섹션 | 항목 | 구조 | 개요 | json | 마크다운 | markdown | csv
        템플릿 | 양식 | 일정표 | 시간표 | 일별 | 날짜별 | 요일별 | 하루씩 | 주별 | 주차별 | 형식 | 형태
        카드 | 질의응답 | q&a
      `),
    ],
    constraints: [
      new RegExp(`${NUMBER}${UNITS}`, 'u'),
      new RegExp(`(?<!\\p{L})${NATIVE_NUMBER}\\s?${NATIVE_UNITS}`, 'u'),
      fragments(`
        이내 | 이하 | 미만 | 최대 | 최소 | 적어도 | 넘지 않 | 넘지 말 | 넘기지 | 예산 | 제한 | 한도 | 짧게
        짧은 | 간단히 | 간결 | 피해 | 빼고 | 없이 | 쓰지 말 | 넣지 말 | 추가하지 말 | 지어내지 | 꾸며내지
        만들어내지 | 만 사용 | 만으로 | 만 써 | 정확히 | 그대로 | 대신 | 한 페이지 | 한 장 | 하나씩
        한 번에 하나 | 길이 | 분량 | 글자 ?수
      `),
    ],
    tone: [
      fragments(`
        말투 | 어조 | 톤 | 분위기 | 친근 | 다정 | 정중 | 공손 | 격식 | 반말 | 존댓말 | 캐주얼 | 편안한
        따뜻 | 전문적 | 쉬운 말 | 쉬운 단어 | 쉬운 표현 | 쉽게 | 이해하기 쉽 | 간단한 말 | 격려 | 유머
        재미있 | 진지 | 중립 | 대화하듯 | 전문 ?용어 없이 | 차분 | 솔직 | 설득력
      `),
    ],
    examples: [
      fragments(`
        예를 들어 | 예를 들면 | 예시 | 예: | 예컨대 | 비유 | 샘플 | 다음과 같이 | 이런 식으로 | 예로
      `),
    ],
  },
  request: fragments(`
    주세요 | 주실 수 | 주시겠 | 주시면 | 줄래 | 줄 수 있 | 줘 | 주라 | 부탁 | 원해 | 원합니다 | 필요해
    필요합니다 | 필요한데 | (?<!안녕)하세요 | 해라 | 하라 | 싶어 | 싶습니다 | 싶은데 | 알려 | 가르쳐
    추천해 | 제안해 | 작성해 | 정리해 | 요약해 | 설명해 | 짜 ?줘
  `),
  openingVerbs: '',
  openingFillers: '',
  question: fragments(`
    뭐 | 무엇 | 어떻게 | 어떤 | 언제 | 어디 | 왜 | 누가 | 몇 | 까요 | 나요 | 습니까
  `),
  negation: {
    scope: 'before',
    // "쓰지 마세요", "표 말고", "예시 없이", "목록 대신": what comes before the cue is not wanted.
    // "오븐이 없어요" (a fact) has none of these cues.
    cue: /(?:지\s?마|지\s?말|말고|없이|빼고|제외|필요\s?없|않아도|아니라|대신|피해|금지|지\s?않게|지\s?않도록)/gu,
    reach: 4,
  },
  conjunctions: '및 그리고 또는',
  // A word with a particle or an ending: "레시피를", "있어요", "주세요".
  grammar:
    /(?:은|는|이|가|을|를|에|에서|에게|한테|께|로|으로|와|과|랑|하고|도|만|의|요|다|고|서|면|지|게|까|니다|세요|줘|며|데|죠|야|어|아|해)$/u,
};

export default ko;
