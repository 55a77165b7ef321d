# epp() adds .epp to a name that is not an existing file: a template without
# extension is not found by its name (mod/templates/c exists).
notice(epp('m/c'))
