# QA-FORGE-6: Ruby's messages for comparisons that fail in max/min/sort, for builtin methods given too many
# arguments (ArgumentError, wrong number of arguments), and Onigmo's RegexpError texts, as module functions see them
# when they rescue or let them through (Regexp.new of a parameter).
probe::errors().each |$l| { notice($l) }
