import { WorkBudget } from '../src/runtime/budget';

/** A budget whose slice is always used up, counting the turns it is asked for (tests of slicing). */
export class SpentBudget extends WorkBudget {
  pauses = 0;
  override due() {
    return true;
  }
  override async pause() {
    this.pauses++;
  }
}
