import { Notice } from '../../../components/ui/notice';

/** What a careers-board action says instead of working while the board is not configured. */
export function CareersBoardOffNotice({ id }: { id?: string }) {
  return (
    <Notice id={id}>
      The careers board is not configured on this server. The careers board status shows the
      settings that connect it.
    </Notice>
  );
}
