notice(lookup('strictness'))
notice(lookup('envname'))
notice(lookup('unknown_setting'))
