export interface ErrorSummaryItem {
  /** Id of the field's control. */
  id: string;
  /** "<label>: <error>" text, translated. */
  text: string;
}

export interface ErrorSummaryProps {
  /** e.g. t('form.error.summary') or the request failure text. */
  title: string;
  items: ErrorSummaryItem[];
}

/** An alert listing what to fix; each item moves focus to its field. */
export function ErrorSummary({ title, items }: ErrorSummaryProps) {
  return (
    <div className="eb-form__summary" role="alert">
      <p className="eb-form__summary-title">{title}</p>
      {items.length ? (
        <ul className="eb-form__summary-list">
          {items.map((item) => (
            <li key={item.id}>
              <a
                href={`#${item.id}`}
                onClick={(e) => {
                  e.preventDefault();
                  document.getElementById(item.id)?.focus();
                }}
              >
                {item.text}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
