# bash completion for collate. Install: source this file from ~/.bashrc, or
# copy it to /usr/share/bash-completion/completions/collate (or
# ~/.local/share/bash-completion/completions/collate).
_collate() {
    local current previous
    current=${COMP_WORDS[COMP_CWORD]}
    previous=${COMP_WORDS[COMP_CWORD-1]}
    local options="--locale -l --table --input-format -i --delimiter -t --encoding --key -k --missing --format -f --output -o
        --output-delimiter --bom
        --empty --counts -c --sections-only --index --reverse -r --unique -u --no-transliteration
        --names --ignore-articles --reading-key --display --display-link --no-readings
        --buffer-size -S --temporary-directory -T --no-progress --version --help -h --slots --min-rows --search-entry --empty-sections
        --index-color --index-background --index-tracking-background --font --font-size --search-glyph --title --page-strings"

    case $previous in
        -l|--locale)
            # The compiled-in tables, then any ICU locale the user types.
            COMPREPLY=($(compgen -W "$(collate locales 2>/dev/null | cut -f1)" -- "$current"))
            return ;;
        -i|--input-format)
            COMPREPLY=($(compgen -W "lines csv tsv jsonl json vcard" -- "$current")); return ;;
        -f|--format)
            COMPREPLY=($(compgen -W "text json jsonl csv tsv markdown svg html vcf" -- "$current")); return ;;
        --missing)
            COMPREPLY=($(compgen -W "error skip last" -- "$current")); return ;;
        --encoding)
            COMPREPLY=($(compgen -W "utf-8 utf-16 windows-1252 windows-1250 windows-1251 iso-8859-1 iso-8859-2 iso-8859-15 shift_jis euc-jp gb18030 big5 euc-kr koi8-r" -- "$current")); return ;;
        --empty-sections)
            COMPREPLY=($(compgen -W "previous next drop" -- "$current")); return ;;
        -T|--temporary-directory)
            COMPREPLY=($(compgen -d -- "$current")); return ;;
        -S|--buffer-size|--slots|--min-rows|--index-color|--index-background|--index-tracking-background|--font|--font-size|--search-glyph|--title)
            return ;;
        --table|-o|--output|--page-strings)
            COMPREPLY=($(compgen -f -- "$current")); return ;;
        -k|--key|--reading-key|--display|--display-link|-t|--delimiter|--output-delimiter)
            return ;;
    esac

    if [[ $COMP_CWORD -eq 2 && ${COMP_WORDS[1]} == help ]]; then
        COMPREPLY=($(compgen -W "locales index keys help" -- "$current"))
    elif [[ $current == -* ]]; then
        COMPREPLY=($(compgen -W "$options" -- "$current"))
    elif [[ $COMP_CWORD -eq 1 ]]; then
        COMPREPLY=($(compgen -W "locales index keys help" -- "$current") $(compgen -f -- "$current"))
    else
        COMPREPLY=($(compgen -f -- "$current"))
    fi
}
complete -o filenames -F _collate collate
