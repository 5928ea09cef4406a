import { formatCedis, formatCredits } from '../../shared/money';
import { CREDIT_COST, SINGLE_CREDIT_PRICE_PESEWAS } from '../../shared/rules';

/** "1 credit (GH₵ 10.00)": the unlock price, told from the shared rules (READING.md 3). */
export const UNLOCK_PRICE_TEXT = `${formatCredits(CREDIT_COST.unlock)} (${formatCedis(
  CREDIT_COST.unlock * SINGLE_CREDIT_PRICE_PESEWAS,
)})`;
