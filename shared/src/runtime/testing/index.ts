export * from './mock-api';
export * from './checked-reply';
export { answerProblem, checkAnswer, notFromServer } from './answer-check';
