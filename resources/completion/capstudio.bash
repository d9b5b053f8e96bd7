# bash completion for capstudio: subcommands, their options, and the values those options take.
_capstudio()
{
    local cur prev words cword
    _init_completion || return

    local subcommands="lint-capabilities validate hash diff merge scan compare review check-bindings dry-run render catalog"
    local subcommand="" i
    for ((i = 1; i < cword; i++)); do
        case "${words[i]}" in
            -*) ;;
            *) subcommand="${words[i]}"; break ;;
        esac
    done

    case "$prev" in
        --format) COMPREPLY=($(compgen -W "text json" -- "$cur")); return ;;
        --verdict) COMPREPLY=($(compgen -W "confirmed-leak false-positive accepted-risk" -- "$cur")); return ;;
        --mode) COMPREPLY=($(compgen -W "rows create" -- "$cur")); return ;;
        --theme) COMPREPLY=($(compgen -W "system light dark" -- "$cur")); return ;;
        --workspace|--env-file|--args-file|--redact-out|--report|--plan-out|--plan|-o|--output|--path|--key)
            _filedir; return ;;
        --from|--to|--conversation|--agent|--workflow|--step|--execution|--capability|--handler|--args|--scale|--category|--recent-calls|--failures|--save|--since|--until|--ignore|--finding|--note|--reviewer|--public-key)
            return ;;
    esac

    local options
    case "$subcommand" in
        "") options="--workspace --theme --help --version" ;;
        lint-capabilities) options="--format --mode --from --quiet --help" ;;
        validate|hash|diff) options="--format --help" ;;
        merge) options="--format --output --path --help" ;;
        scan) options="--format --from --quiet --conversation --redact-out --report --all --since --until --agent --since-last --workspace --help" ;;
        compare) options="--format --ignore --help" ;;
        review)
            if [[ $cword -eq $((i + 1)) ]]; then
                COMPREPLY=($(compgen -W "keygen add verify" -- "$cur"))
                return
            fi
            options="--output --key --finding --verdict --note --reviewer --public-key --from --conversation --workspace --help" ;;
        check-bindings) options="--format --env-file --from --quiet --capability --help" ;;
        dry-run) options="--format --workspace --env-file --agent --direct --workflow --step --execution --capability --args --args-file --handler --strict --recent-calls --failures --save --saved --verbose --help" ;;
        render) options="--format --workflow --output --scale --help" ;;
        catalog)
            if [[ $cword -eq $((i + 1)) ]]; then
                COMPREPLY=($(compgen -W "pull diff push" -- "$cur"))
                return
            fi
            options="--format --from --quiet --output --to --dry-run --prune --category --plan-out --plan --env-file --help" ;;
    esac

    if [[ "$cur" == -* ]]; then
        COMPREPLY=($(compgen -W "$options" -- "$cur"))
    elif [[ -z "$subcommand" ]]; then
        COMPREPLY=($(compgen -W "$subcommands" -- "$cur"))
        _filedir json
    else
        _filedir
    fi
}
complete -F _capstudio capstudio
