// Whom a gift-card line is for ("For Ada (ada@example.com)"), wherever a cart or order line is
// shown; nothing on any other line.
import { lineRecipientLabel, type DisplayedLine } from "../line-display";

export function LineRecipient({
  line,
  className = "text-sm text-muted",
}: {
  line: Pick<DisplayedLine, "metadata">;
  className?: string;
}) {
  const recipient = lineRecipientLabel(line);
  return recipient ? <p className={className}>{recipient}</p> : null;
}
