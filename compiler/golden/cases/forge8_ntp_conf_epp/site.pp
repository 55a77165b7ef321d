# QA-FORGE-8: puppetlabs-ntp's templates/ntp.conf.epp 0c0168da: an EPP without parameters reading the class's
# variables ($ntp::...), `{-%>` right after a brace, `.empty` and stdlib's member called as a method on a
# parenthesized expression, 0 truthy (Puppet: only undef and false are false), comparisons with ''.
include ntp
