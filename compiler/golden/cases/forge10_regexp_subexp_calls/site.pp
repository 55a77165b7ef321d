# Onigmo subexpression calls in Puppet regexps and in a module function (bodgitlib's validate_ldap_filter needs them).
# Written for this case.
notice(probe::subexp())
notice(['((a)(b(c)))', '((a)'].map |$s| { $s =~ /\A(?<p>\((?:[^()]|\g<p>)*\))\z/ })
notice('abc-def' =~ /\A(?<w>[a-z]+)(?:-\g<w>)*\z/)
