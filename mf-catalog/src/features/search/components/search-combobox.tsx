import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'shared/i18n';
import { useShopNavigate, useSite, type ShopTarget } from 'shared/router';
import { Price, VisuallyHidden } from 'shared/ui';
import { NAMESPACE } from '../../../i18n';
import { useFittingText } from '../hooks/use-fitting-text';
import { MIN_PHRASE_LENGTH, useSuggestions } from '../hooks/use-suggestions';
import { MAX_PHRASE_LENGTH } from '../api/search-phrase';
import styles from './search.module.css';

interface Option {
  id: string;
  group: 'devices' | 'series' | 'all';
  label: string;
  detail?: string;
  thumbnail?: string;
  price?: number | null;
  to: ShopTarget;
}

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
      <line x1="15.5" y1="15.5" x2="21" y2="21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

interface OptionGroupProps {
  group: Option['group'];
  label: string | null;
  options: Option[];
  active: number;
  idPrefix: string;
  onChoose: (to: ShopTarget) => void;
  onHover: (index: number) => void;
}

/** One group of the listbox (with its label), or the loose "all results" option. */
function OptionGroup({ group, label, options, active, idPrefix, onChoose, onHover }: OptionGroupProps) {
  const { t } = useTranslation(NAMESPACE);
  const site = useSite();
  const items = options.map((o, index) => ({ o, index })).filter(({ o }) => o.group === group);
  if (!items.length) return null;
  const labelId = `${idPrefix}-${group}-label`;
  const rendered = items.map(({ o, index }) => (
    // Options never take the focus: it stays in the combobox (aria-activedescendant), whose keys
    // choose them; the click is for pointers.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
    <div
      key={o.id}
      id={o.id}
      role="option"
      aria-selected={index === active}
      className={group === 'all' ? styles.optionAll : styles.option}
      onMouseDown={(e) => e.preventDefault()}
      onClick={() => onChoose(o.to)}
      onMouseMove={() => index !== active && onHover(index)}
    >
      {o.thumbnail ? <img src={o.thumbnail} alt="" width={36} height={36} className={styles.optionImage} /> : null}
      <span className={styles.optionText}>
        <span className={styles.optionLabel}>{o.label}</span>
        {o.detail ? <span className={styles.optionDetail}>{o.detail}</span> : null}
      </span>
      {o.price != null ? (
        <span className={styles.optionPrice}>
          <VisuallyHidden>{t('device.upTo')} </VisuallyHidden>
          <Price amount={o.price} locale={site.locale} />
        </span>
      ) : null}
    </div>
  ));
  if (!label) return <>{rendered}</>;
  return (
    <div role="group" aria-labelledby={labelId}>
      <div id={labelId} role="presentation" className={styles.groupLabel}>
        {label}
      </div>
      {rendered}
    </div>
  );
}

/**
 * The header's device search: a WAI-ARIA 1.2 combobox with a grouped listbox (devices, then
 * series and manufacturers, then "all results"). Arrow keys move through the suggestions,
 * Enter opens the active one or the results page, Escape closes the list and then clears it.
 */
export function SearchCombobox() {
  const { t } = useTranslation(NAMESPACE);
  const site = useSite();
  const navigate = useShopNavigate();
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const placeholder = useFittingText(inputRef, [
    t('search.placeholder'),
    t('search.placeholderShort'),
    t('search.placeholderShortest'),
  ]);
  const suggestions = useSuggestions(site.country, value);
  const phrase = value.trim();

  const options: Option[] = [];
  if (suggestions.status === 'ready' || suggestions.status === 'loading') {
    for (const d of suggestions.devices)
      options.push({
        id: `${id}-d-${d.id}`,
        group: 'devices',
        label: d.name,
        detail: d.category,
        thumbnail: d.thumbnail,
        price: d.maxPrice,
        to: { name: 'pdp', params: { pdp: d.url } },
      });
    for (const s of suggestions.series)
      options.push({
        id: `${id}-s-${s.id}`,
        group: 'series',
        label: s.kind === 'series' ? s.title : `${s.name} ${s.category.name}`,
        detail:
          s.kind === 'series' ? t('search.kindSeries', { category: s.category.name }) : t('search.kindManufacturer'),
        thumbnail: s.thumbnail,
        to: { name: 'sell', params: { category: s.url } },
      });
  }
  const found = options.length;
  // Nothing found: said in the popup (and in the status below); the results page has the tips.
  const nothingFor =
    suggestions.status === 'ready' && !found
      ? suggestions.phrase
      : suggestions.status === 'loading' && !found
        ? suggestions.nothingFor
        : null;
  if (phrase.length >= MIN_PHRASE_LENGTH)
    options.push({
      id: `${id}-all`,
      group: 'all',
      label: nothingFor ? t('search.tipsLink') : t('search.showAll', { phrase }),
      to: { name: 'search', query: { q: phrase } },
    });
  const expanded = open && phrase.length >= MIN_PHRASE_LENGTH && options.length > 0;
  const activeOption = expanded && active >= 0 ? options[active] : undefined;

  function go(to: ShopTarget) {
    setOpen(false);
    setActive(-1);
    if (to.name !== 'search') setValue('');
    inputRef.current?.blur();
    navigate(to);
  }

  function submit() {
    if (!phrase) {
      inputRef.current?.focus();
      return;
    }
    go({ name: 'search', query: { q: phrase.slice(0, MAX_PHRASE_LENGTH) } });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          setActive(0);
        } else setActive((i) => (i + 1) % options.length);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          setActive(options.length - 1);
        } else setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
        break;
      case 'Enter':
        event.preventDefault();
        if (activeOption) go(activeOption.to);
        else submit();
        break;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (value) {
          event.preventDefault();
          setValue('');
        }
        break;
      case 'Tab':
        setOpen(false);
        setActive(-1);
        break;
    }
  }

  const status =
    phrase.length < MIN_PHRASE_LENGTH || !open
      ? ''
      : suggestions.status === 'error'
        ? t('search.unavailable')
        : suggestions.status === 'ready'
          ? found
            ? t('search.suggestionsCount', { count: found })
            : t('search.noSuggestions', { phrase: suggestions.phrase })
          : '';

  return (
    <form
      role="search"
      aria-label={t('search.landmark')}
      className={styles.box}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label htmlFor={inputId} className={styles.visuallyHidden}>
        {t('search.label')}
      </label>
      <div className={styles.field}>
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption?.id}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={MAX_PHRASE_LENGTH}
          placeholder={placeholder}
          className={styles.input}
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className={styles.submit} aria-label={t('search.submit')}>
          <SearchIcon />
        </button>
      </div>
      <span id={`${id}-hint`} className={styles.visuallyHidden}>
        {t('search.hint')}
      </span>
      <div className={styles.popup} hidden={!expanded}>
        {suggestions.status === 'error' ? <p className={styles.listNote}>{t('search.unavailable')}</p> : null}
        {nothingFor ? (
          // Not announced from here: the status below says it once, when the answer comes.
          <div className={styles.nothingFound}>
            <p className={styles.nothingTitle}>{t('search.nothingFound', { phrase: nothingFor })}</p>
            <p className={styles.nothingTip}>{t('search.nothingTip')}</p>
          </div>
        ) : null}
        <div id={listboxId} role="listbox" aria-label={t('search.suggestions')} className={styles.listbox}>
          <OptionGroup
            group="devices"
            label={t('search.groupDevices')}
            options={options}
            active={active}
            idPrefix={id}
            onChoose={go}
            onHover={setActive}
          />
          <OptionGroup
            group="series"
            label={t('search.groupSeries')}
            options={options}
            active={active}
            idPrefix={id}
            onChoose={go}
            onHover={setActive}
          />
          <OptionGroup
            group="all"
            label={null}
            options={options}
            active={active}
            idPrefix={id}
            onChoose={go}
            onHover={setActive}
          />
        </div>
      </div>
      <div role="status" aria-live="polite" className={styles.visuallyHidden}>
        {status}
      </div>
    </form>
  );
}
