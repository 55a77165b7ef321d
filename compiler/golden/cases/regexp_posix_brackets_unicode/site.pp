# POSIX brackets in Puppet regexps are Ruby's (Onigmo): Unicode sets for a
# UTF-8 string; \w, \d and \s stay ASCII.
notice('é' =~ /\A[[:alpha:]]\z/)
notice('Ⅻ' =~ /\A[[:upper:]]\z/)
notice('٣' =~ /\A[[:digit:]]\z/)
notice('é' =~ /\A\w\z/)
notice('٣' =~ /\A\d\z/)
notice("\u00a0" =~ /\A[[:space:]]\z/)
notice("\u00a0" =~ /\A\s\z/)
notice('ß' =~ /\A[[:lower:]]\z/)
notice('«' =~ /\A[[:punct:]]\z/)
notice(regsubst('aéb1', /[[:alpha:]]/, 'X', 'G'))
notice(split('aébçd', /[[:^alpha:]]/))
