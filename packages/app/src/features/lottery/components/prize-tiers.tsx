import { prizeTiers } from '../lottery-time';
import './lottery.css';

/** G-061: one row per prize tier, labelled GB, G1..G9, its balls after the label. */
export function PrizeTiers({ winningNumber, emptyText }: { winningNumber: string; emptyText: string }) {
  const tiers = prizeTiers(winningNumber);
  if (tiers.length === 0) return <p className="lott-muted">{emptyText}</p>;
  return (
    <dl className="lott-tiers">
      {tiers.map((tier) => (
        <div key={tier.label} className="lott-tier">
          <dt className="lott-tier-label">{tier.label}</dt>
          <dd className="lott-tier-balls">
            {tier.balls.map((ball, i) => (
              <span key={i} className="lott-ball">
                {ball}
              </span>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}
