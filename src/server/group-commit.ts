/**
 * Group commit (decision 0043): work that arrives while earlier groups are being
 * written waits, and is then written together, in one transaction of a few
 * statements instead of one transaction each. At most `concurrency` groups are
 * written at once; an item that finds a free slot starts its own group at once, so a
 * lone request waits for nothing and only a crowd is grouped.
 *
 * `write` answers one outcome per item, in order: an item's error is that item's
 * alone. If `write` itself throws, every item of its group gets that error.
 * Nothing is kept once answered: a waiting item is a request still being served.
 */
export class GroupCommit<I, O> {
  private readonly waiting: Array<{
    item: I;
    resolve: (outcome: O) => void;
    reject: (error: unknown) => void;
  }> = [];
  private inFlight = 0;

  constructor(
    private readonly write: (items: I[]) => Promise<Array<PromiseSettledResult<O>>>,
    private readonly options: { concurrency: number; maxSize: number },
  ) {}

  submit(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.startGroups();
    });
  }

  private startGroups(): void {
    while (this.inFlight < this.options.concurrency && this.waiting.length > 0) {
      this.inFlight += 1;
      void this.writeGroup(this.waiting.splice(0, this.options.maxSize));
    }
  }

  private async writeGroup(group: typeof this.waiting): Promise<void> {
    try {
      const outcomes = await this.write(group.map((entry) => entry.item));
      group.forEach((entry, index) => {
        const outcome = outcomes[index];
        if (outcome?.status === 'fulfilled') entry.resolve(outcome.value);
        else entry.reject(outcome ? outcome.reason : new Error('The group answered no outcome'));
      });
    } catch (error) {
      for (const entry of group) entry.reject(error);
    } finally {
      this.inFlight -= 1;
      this.startGroups();
    }
  }
}
